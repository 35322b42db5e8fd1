import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** How much room a card gives its content. */
export const paddings = ["md", "lg", "xl"] as const;

/** The card surface. */
export const card = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadow.sm,
    listStyle: "none",
    selectors: {
      // A card a filter hides keeps its boxes, out of the flow, unseen and out of reach (as `hidden`
      // says), its content skipped: hiding or showing it rebuilds nothing. Rebuilding the boxes of
      // ten cards was most of a portfolio tab's cost (docs/interaction-bench.md).
      "&[hidden]": {
        display: "flex !important",
        position: "absolute",
        visibility: "hidden",
        contentVisibility: "hidden",
      },
    },
  },
  variants: {
    padding: {
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
      xl: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: "lg" },
});

/** Variant props of the `card` recipe. */
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/** A card's heading. */
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** A card's text. */
export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  // Pushes anything after the body (links, buttons) to the card's foot, so rows of cards line up.
  flexGrow: 1,
});
