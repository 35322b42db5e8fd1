import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { breakpoints } from "../../theme/tokens";

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const toggle = style({
  appearance: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { backgroundColor: vars.color.surface },
  },
  "@media": {
    [wide]: { display: "none" },
  },
});

export const icon = style({ width: "24px", height: "24px" });

/** A full-width sheet under the fixed header, so the header and its close button stay in view. */
export const panel = style({
  position: "fixed",
  top: vars.size.navbarHeight,
  right: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.menu,
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: `${vars.space.md} ${vars.space.md} max(${vars.space.xl}, env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  opacity: 0,
  transform: `translateY(calc(-1 * ${vars.space.xs}))`,
  fontSize: vars.fontSize.lg,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&[data-enter]": { opacity: 1, transform: "none" },
  },
  "@media": {
    [wide]: { display: "none" },
  },
});
