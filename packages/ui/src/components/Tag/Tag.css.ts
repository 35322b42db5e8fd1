import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** Tag tones: neutral for portfolio tags, brand to pick one out. */
export const tones = ["neutral", "brand"] as const;

/** The tag pill. */
export const tag = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radii.full,
    border: "1px solid",
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.border },
      brand: { backgroundColor: vars.color.background, color: vars.color.primary, borderColor: vars.color.primary },
    },
  },
  defaultVariants: { tone: "neutral" },
});

/** Variant props of the `tag` recipe. */
export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
