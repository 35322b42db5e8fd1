import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";
import { breakpoints } from "../../theme/tokens.js";

/** Content widths: the page grid, or a comfortable reading measure. */
export const widths = ["content", "prose"] as const;

/** The centred, guttered width container. */
export const container = recipe({
  base: {
    width: "100%",
    marginInline: "auto",
    paddingInline: vars.space.md,
    "@media": { [`screen and (min-width: ${breakpoints.tablet}px)`]: { paddingInline: vars.space.lg } },
  },
  variants: {
    width: {
      content: { maxWidth: vars.size.content },
      prose: { maxWidth: vars.size.prose },
    },
  },
  defaultVariants: { width: "content" },
});

/** Variant props of the `container` recipe. */
export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
