import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { breakpoints } from "../../theme/tokens.js";

export { choice, choiceInput, fieldset } from "../Field/Field.css.js";

/** The plain list of choices when there are no sub-groups. */
export const options = style({ display: "flex", flexDirection: "column" });

/** A sub-group's legend: smaller than the group's own, so the two levels read as parent and child. */
export const subLegend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/**
 * The sub-groups side by side as the screen widens: one column on a phone, two on a tablet, three on
 * a desktop. A static class rather than layout sprinkles, whose runtime (about 3 KB gzip) would load
 * with every form that has grouped checkboxes.
 */
export const groups = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  marginTop: vars.space.xs,
  "@media": {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});
