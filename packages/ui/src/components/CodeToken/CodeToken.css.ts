import { styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";

/** The kinds of word highlighted code tells apart. */
export const kinds = ["keyword", "string", "number", "comment", "name"] as const;

/** One colour per kind, from the theme, so each reads in light, dark and forced colours alike. */
export const token = styleVariants({
  keyword: { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
  string: { color: vars.color.success },
  number: { color: vars.color.accent },
  comment: { color: vars.color.textMuted, fontStyle: "italic" },
  name: { color: vars.color.danger },
} satisfies Record<(typeof kinds)[number], object>);
