import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  "@media": {
    [hoverCapable]: { selectors: { "&:hover": { color: vars.color.primary } } },
  },
});

export const logo = style({ flexShrink: 0 });

export const name = style({ whiteSpace: "nowrap" });
