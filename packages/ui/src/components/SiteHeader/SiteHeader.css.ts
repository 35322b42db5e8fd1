import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css";
import { breakpoints } from "../../theme/tokens";

// Notched phones push the bar down by the safe area; both the bar and its reserved space grow by it.
const height = `calc(${vars.size.navbarHeight} + env(safe-area-inset-top, 0px))`;

/** Holds the header's height in the page flow, since the header itself is fixed. */
export const reserve = style({
  height,
  flexShrink: 0,
});

export const header = style({
  position: "fixed",
  top: 0,
  right: 0,
  left: 0,
  zIndex: vars.zIndex.navbar,
  // Its own layer in a page-to-page view transition: the bar stays put while the page fades under it.
  viewTransitionName: "site-header",
  height,
  paddingTop: "env(safe-area-inset-top, 0px)",
  backgroundColor: "transparent",
  // A transparent border keeps the height identical in both states.
  borderBottom: "1px solid transparent",
  transition: [
    `background-color ${vars.motion.base} ${vars.motion.easing}`,
    `border-color ${vars.motion.base} ${vars.motion.easing}`,
    `box-shadow ${vars.motion.base} ${vars.motion.easing}`,
  ].join(", "),
  selectors: {
    '&[data-scrolled="true"]': {
      backgroundColor: vars.color.navbarOpaque,
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.sm,
      backdropFilter: "blur(12px) saturate(1.4)",
      WebkitBackdropFilter: "blur(12px) saturate(1.4)",
    },
  },
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  height: "100%",
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
});

export const desktopNav = style({
  display: "none",
  "@media": {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { display: "block" },
  },
});
