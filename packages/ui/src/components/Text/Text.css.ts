import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** Text sizes. */
export const sizes = ["sm", "md", "lg", "xl"] as const;
/** Text tones: body text, or secondary text that still meets AA contrast. */
export const tones = ["default", "muted"] as const;
/** Text weights. */
export const weights = ["regular", "medium", "semibold"] as const;
/** Text alignment. */
export const aligns = ["start", "center"] as const;

/** The body text look. */
export const text = recipe({
  base: { margin: 0, maxWidth: "none" },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    align: {
      start: { textAlign: "start" },
      center: { textAlign: "center" },
    },
  },
  defaultVariants: { size: "md", tone: "default", weight: "regular", align: "start" },
});

/** Variant props of the `text` recipe. */
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
