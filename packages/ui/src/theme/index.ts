export { vars } from "./contract.css.js";
export { sprinkles, type Sprinkles } from "./sprinkles.css.js";
export { visuallyHidden } from "./global.css.js";
export { grid, breakpoints, hoverCapable } from "./tokens.js";
