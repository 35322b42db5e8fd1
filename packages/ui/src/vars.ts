/**
 * The theme contract alone, for another package's `.css.ts` to read (`@grand-river/ui/vars`):
 * importing the main entry there would compile every component's styles into that package's
 * stylesheet too.
 */
export { vars } from "./theme/contract.css.js";
