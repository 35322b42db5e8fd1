import { Toaster } from "@grand-river/ui";

/**
 * The toast viewport on its own, for `lazy()`: toasts only follow a form's submit, so the store and
 * viewport load after start-up instead of with every page's first scripts.
 */
export default Toaster;
