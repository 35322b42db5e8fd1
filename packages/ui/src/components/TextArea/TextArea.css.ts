import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { control } from "../Field/Field.css.js";

export { field } from "../Field/Field.css.js";

/** The text area: the shared control look, taller and vertically resizable. */
export const textarea = style([
  control,
  { minHeight: "7.5rem", resize: "vertical", lineHeight: vars.lineHeight.normal },
]);

/** The row under the text area: the error on the left, the counter on the right. */
export const footer = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.sm,
});

/** The visible "N/max" counter. */
export const counter = style({
  marginInlineStart: "auto",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: "tabular-nums",
  whiteSpace: "nowrap",
});

/** At the cap the count turns to body text: a nudge, not an error, since the cap itself is valid. */
export const counterFull = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
