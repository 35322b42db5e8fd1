import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";

export const floatingAction = style({
  position: "fixed",
  right: `max(${vars.space.md}, env(safe-area-inset-right, 0px))`,
  bottom: `max(${vars.space.md}, env(safe-area-inset-bottom, 0px))`,
  // Under the toast region (zIndex.toast) and the open mobile menu, over page content.
  zIndex: vars.zIndex.floating,
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "48px",
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: "none",
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  "@media": {
    [hoverCapable]: {
      selectors: { "&:hover": { backgroundColor: vars.color.primaryHover, transform: "translateY(-1px)" } },
    },
    print: { display: "none" },
    // Contrast themes drop the fill and the shadow, which are its whole shape: a border keeps it a button.
    "(forced-colors: active)": { border: "2px solid ButtonText" },
  },
});

export const icon = style({ width: "20px", height: "20px", flexShrink: 0 });
