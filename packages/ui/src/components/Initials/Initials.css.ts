import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** Square sizes; `fill` takes the width of its container, as a thumbnail stand-in. */
export const sizes = ["sm", "md", "lg", "fill"] as const;

export const initials = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    aspectRatio: "1 / 1",
    flexShrink: 0,
    borderRadius: vars.radii.lg,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontFamily: vars.fontFamily.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    letterSpacing: "0.02em",
    userSelect: "none",
  },
  variants: {
    size: {
      sm: { width: vars.space.xl, fontSize: vars.fontSize.sm },
      md: { width: vars.space.xxl, fontSize: vars.fontSize.xl },
      lg: { width: vars.space.xxxl, fontSize: vars.fontSize.xxl },
      fill: { display: "flex", width: "100%", fontSize: vars.fontSize.xxxl },
    },
  },
  defaultVariants: { size: "md" },
});
