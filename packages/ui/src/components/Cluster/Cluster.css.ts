import { type StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { alignVariants, gapVariants } from "../Stack/Stack.css.js";

// A cluster takes the stack's gap and alignment scales; only the main-axis spread is its own.
export { gaps, list } from "../Stack/Stack.css.js";

/** How a cluster spreads its children along the row. */
export const justifies = ["start", "center", "end", "between"] as const;

const flexJustify = { start: "flex-start", center: "center", end: "flex-end", between: "space-between" } as const;

/** A row of children that wraps onto new lines when it runs out of room. */
export const cluster = recipe({
  base: { display: "flex", flexWrap: "wrap" },
  variants: {
    gap: gapVariants,
    align: alignVariants,
    justify: Object.fromEntries(
      justifies.map((justify) => [justify, { justifyContent: flexJustify[justify] }]),
    ) as Record<(typeof justifies)[number], StyleRule>,
  },
  defaultVariants: { gap: "sm", align: "center", justify: "start" },
});
