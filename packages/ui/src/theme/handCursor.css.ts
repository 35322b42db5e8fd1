import { style } from "@vanilla-extract/css";
import { hoverCapable } from "./tokens.js";

/**
 * The hand cursor over a control, where a pointer shows it (`hoverCapable`). Not on a touch screen:
 * there Chrome takes `cursor: pointer` as the mark of something to press and flashes a tap highlight
 * over it, a paint and a layer of their own before each tap is answered, which the browser's own
 * `<summary>` does not. Links keep the browser's hand, and with it their flash.
 */
export const handCursor = style({ "@media": { [hoverCapable]: { cursor: "pointer" } } });
