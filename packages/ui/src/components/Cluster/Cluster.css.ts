// A cluster takes the stack's gap and alignment scales; only the main-axis spread is its own.
export { aligns, gaps, list } from "../Stack/Stack.css";

/** How a cluster spreads its children along the row. */
export const justifies = ["start", "center", "end", "between"] as const;
