import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";

export const skipLink = style({
  position: "fixed",
  top: vars.space.xs,
  left: vars.space.xs,
  // Above the fixed header and the menu it would otherwise sit under.
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  // Off-screen rather than display:none, so it stays focusable. The shadow comes with focus: its
  // blur would otherwise reach down past the top edge of every page.
  transform: "translateY(calc(-100% - 16px))",
  selectors: {
    "&:focus": { transform: "none", boxShadow: vars.shadow.md },
  },
  "@media": {
    // Contrast themes drop the fill and the shadow: a border keeps it a button over the page.
    "(forced-colors: active)": { border: "2px solid ButtonText" },
  },
});
