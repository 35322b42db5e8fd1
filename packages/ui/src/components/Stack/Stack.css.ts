import { style, type StyleRule } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** Gaps the layout primitives accept: the theme's space scale. */
export const gaps = ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
/** Cross-axis alignment of a stack's children. */
export const aligns = ["stretch", "start", "center", "end"] as const;

/** One class per gap on the space scale, for the layout primitives' recipes. */
export const gapVariants = Object.fromEntries(gaps.map((gap) => [gap, { gap: vars.space[gap] }])) as Record<
  (typeof gaps)[number],
  StyleRule
>;

const flexAlign = { stretch: "stretch", start: "flex-start", center: "center", end: "flex-end" } as const;

/** One class per cross-axis alignment, for the layout primitives' recipes. */
export const alignVariants = Object.fromEntries(
  aligns.map((align) => [align, { alignItems: flexAlign[align] }]),
) as Record<(typeof aligns)[number], StyleRule>;

// A recipe rather than layout sprinkles: sprinkles pick classes with a runtime (about 2.5 KB gzip
// on every page, since the chrome uses stacks), while a recipe's classes are a small static map.
/** A column of children with an even gap. */
export const stack = recipe({
  base: { display: "flex", flexDirection: "column" },
  variants: { gap: gapVariants, align: alignVariants },
  defaultVariants: { gap: "md", align: "stretch" },
});

/** Strips list styling when a stack is a `<ul>`/`<ol>`, keeping the list semantics. */
export const list = style({ listStyle: "none", margin: 0, padding: 0 });
