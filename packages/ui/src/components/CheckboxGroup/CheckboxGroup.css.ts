import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";

export { choice, choiceInput, fieldset } from "../Field/Field.css";

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
