import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { handCursor } from "../../theme/handCursor.css.js";

export { field } from "../Field/Field.css.js";

/** The label row: the label on the left, the current value on the right. */
export const header = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
});

/** The current value beside the label. */
export const value = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
});

/** The range input. */
export const range = style([
  handCursor,
  {
    width: "100%",
    // The thumb's row is the touch target: 44px tall however thin the track is drawn.
    minHeight: "44px",
    margin: 0,
    accentColor: vars.color.primary,
    selectors: {
      "&:disabled": { cursor: "not-allowed", opacity: 0.6 },
      "&[aria-invalid='true']": { outline: `2px solid ${vars.color.danger}`, outlineOffset: "2px" },
      "&[aria-invalid='true']:focus-visible": { outline: `3px solid ${vars.color.focus}` },
    },
  },
]);

/** The words under each end of the track, e.g. "Not familiar" and "Expert". */
export const ends = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
