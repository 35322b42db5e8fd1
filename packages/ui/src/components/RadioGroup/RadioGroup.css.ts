import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

export { choice, choiceInput } from "../Field/Field.css.js";

/** How the choices are laid out. */
export const orientations = ["vertical", "horizontal"] as const;

/** The row or column of radios. */
export const options = recipe({
  base: { display: "flex" },
  variants: {
    orientation: {
      vertical: { flexDirection: "column" },
      horizontal: { flexDirection: "row", flexWrap: "wrap", columnGap: vars.space.lg },
    },
  },
  defaultVariants: { orientation: "vertical" },
});
