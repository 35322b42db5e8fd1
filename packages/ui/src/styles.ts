/**
 * The global stylesheet: both themes' variables and the base element styles. An app imports this
 * once at its root (`import "@grand-river/ui/styles.css"`: in this repository this file, once published the stylesheet it compiles to); components only read the contract, so
 * without it a bundler's tree-shaking would leave the page with no theme at all.
 */
import "./theme/themes.css.js";
import "./theme/global.css.js";
import "./theme/view-transitions.css";
