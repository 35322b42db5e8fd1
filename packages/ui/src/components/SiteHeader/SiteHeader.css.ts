import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { breakpoints } from "../../theme/tokens.js";
import { NAVBAR_SCROLL_THRESHOLD } from "./watchScrolledPast.js";

// Notched phones push the bar down by the safe area; both the bar and its reserved space grow by it.
const height = `calc(${vars.size.navbarHeight} + env(safe-area-inset-top, 0px))`;

/** Holds the header's height in the page flow, since the header itself is fixed. */
export const reserve = style({
  height,
  flexShrink: 0,
});

// With scripts off nothing sets `data-scrolled`, so the browser's own scroll timeline fades the bar in
// over the same first pixels (NAVBAR_SCROLL_THRESHOLD); where it has none, the bar stays opaque, so the
// page's words never show through it.
const opaqueOnScroll = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

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
  // A transparent border keeps the content where it was when the border was the header's own.
  borderBottom: "1px solid transparent",
  // The opaque bar is a layer of its own under the content that only fades in and out: an opacity
  // transition runs on the compositor. Transitioning the header's own background, border and shadow
  // repainted the whole page on every frame of the fade, on the main thread, right when a visitor who
  // has just scrolled to a form taps it (docs/performance.md).
  "::before": {
    content: '""',
    position: "absolute",
    // Over the header's own (transparent) border too, so its border is drawn where that one was.
    inset: "0 0 -1px 0",
    zIndex: -1,
    backgroundColor: vars.color.navbarOpaque,
    borderBottom: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.sm,
    backdropFilter: "blur(12px) saturate(1.4)",
    WebkitBackdropFilter: "blur(12px) saturate(1.4)",
    opacity: 0,
    transition: `opacity ${vars.motion.base} ${vars.motion.easing}`,
  },
  selectors: {
    '&[data-scrolled="true"]::before': { opacity: 1 },
  },
  "@media": {
    "(scripting: none)": {
      selectors: { "&::before": { opacity: 1 } },
      "@supports": {
        "(animation-timeline: scroll())": {
          selectors: {
            "&::before": {
              animation: `${opaqueOnScroll} linear both`,
              animationTimeline: "scroll(root)",
              animationRange: `0 ${NAVBAR_SCROLL_THRESHOLD}px`,
            },
          },
        },
      },
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
