import { style } from "@vanilla-extract/css";

/**
 * What the gate opens. It takes focus once, so that keyboard and screen-reader users land on
 * the unlocked content rather than at the top of the page; it is not a control, so no ring.
 */
export const unlocked = style({ outline: "none" });
