export { vars, sprinkles, visuallyHidden, grid, breakpoints, type Sprinkles } from "./theme";
