import { style } from "@vanilla-extract/css";

// Same look as `Button`: one recipe, so the two can never drift apart.
export { button, sizes, variants, type ButtonVariants } from "../Button/Button.css.js";

/** The small arrow after an external link's label; decorative, the hidden hint carries the meaning. */
export const externalIcon = style({
  width: "0.85em",
  height: "0.85em",
  flexShrink: 0,
});
