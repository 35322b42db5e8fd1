export { vars } from "./contract.css";
export { sprinkles, type Sprinkles } from "./sprinkles.css";
export { visuallyHidden } from "./global.css";
export { grid, breakpoints } from "./tokens";
