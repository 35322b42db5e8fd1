import { recipe } from "@vanilla-extract/recipes";
import { breakpoints } from "../../theme/tokens.js";
import { gapVariants } from "../Stack/Stack.css.js";

export { gaps, list } from "../Stack/Stack.css.js";

/** The most columns a grid shows, reached on desktop; mobile always has one. */
export const columnCounts = [1, 2, 3, 4] as const;

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;
const columnsOf = (count: number) => (count === 1 ? "minmax(0, 1fr)" : `repeat(${count}, minmax(0, 1fr))`);

/** Equal columns: one on mobile, at most two on tablet, the variant's count on desktop. */
export const grid = recipe({
  base: { display: "grid", gridTemplateColumns: columnsOf(1) },
  variants: {
    gap: gapVariants,
    columns: {
      1: {},
      2: { "@media": { [tablet]: { gridTemplateColumns: columnsOf(2) } } },
      3: {
        "@media": { [tablet]: { gridTemplateColumns: columnsOf(2) }, [desktop]: { gridTemplateColumns: columnsOf(3) } },
      },
      4: {
        "@media": { [tablet]: { gridTemplateColumns: columnsOf(2) }, [desktop]: { gridTemplateColumns: columnsOf(4) } },
      },
    },
  },
  defaultVariants: { gap: "lg", columns: 3 },
});
