import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { control } from "../Field/Field.css.js";
import { handCursor } from "../../theme/handCursor.css.js";

export { field } from "../Field/Field.css.js";

/** Holds the select and its chevron, which is drawn by us so it follows the theme. */
export const wrapper = style({ position: "relative", display: "flex" });

/** The select: the shared control look without the platform arrow. */
export const select = style([
  control,
  handCursor,
  {
    appearance: "none",
    paddingInlineEnd: vars.space.xl,
  },
]);

/** The chevron drawn over the select's right edge. */
export const chevron = style({
  position: "absolute",
  insetInlineEnd: vars.space.sm,
  top: "50%",
  width: "1rem",
  height: "1rem",
  transform: "translateY(-50%)",
  pointerEvents: "none",
  color: vars.color.textMuted,
});
