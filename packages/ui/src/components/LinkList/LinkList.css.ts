import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** Which way the links run. */
export const directions = ["row", "column"] as const;

export const list = recipe({
  base: {
    display: "flex",
    margin: 0,
    padding: 0,
    listStyle: "none",
  },
  variants: {
    direction: {
      row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs },
      column: { flexDirection: "column", gap: vars.space.xxs },
    },
  },
  defaultVariants: { direction: "row" },
});

export const item = style({ margin: 0 });
