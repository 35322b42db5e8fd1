import { style } from "@vanilla-extract/css";
import { handCursor } from "./handCursor.css.js";

/**
 * A button that holds one icon: a 44 px square (the touch target WCAG asks for) with the icon in its
 * middle and no look of the platform's. Each use adds its border, corners and colours.
 */
export const iconButton = style([
  handCursor,
  {
    appearance: "none",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "44px",
    height: "44px",
    margin: 0,
    padding: 0,
  },
]);
