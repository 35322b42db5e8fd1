import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** Heading levels the site uses. */
export const levels = [1, 2, 3, 4] as const;
/** Heading sizes, largest first; by default each level has its own. */
export const sizes = ["display", "xxxl", "xxl", "xl", "lg"] as const;
/** Text alignment. */
export const aligns = ["start", "center"] as const;

/** The heading look, independent of the level. */
export const heading = recipe({
  base: {
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: "-0.01em",
  },
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold, letterSpacing: "-0.02em" },
      xxxl: { fontSize: vars.fontSize.xxxl, fontWeight: vars.fontWeight.bold },
      xxl: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold },
      xl: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
      lg: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
    },
    align: {
      start: { textAlign: "start" },
      center: { textAlign: "center" },
    },
  },
  defaultVariants: { size: "xl", align: "start" },
});

/** Variant props of the `heading` recipe. */
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
