import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";

export const navItem = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textDecoration: "none",
  selectors: {
    // Spec §2.2: the current route's link is shown in a medium font weight.
    '&[aria-current="page"]': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
  },
  "@media": {
    [hoverCapable]: { selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } } },
  },
});
