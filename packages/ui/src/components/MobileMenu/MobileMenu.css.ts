import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { breakpoints, hoverCapable } from "../../theme/tokens.js";
import { iconButton } from "../../theme/iconButton.css.js";

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

// The site header's height (notched phones add the safe area), so the menu's top strip lines up with it.
const headerHeight = `calc(${vars.size.navbarHeight} + env(safe-area-inset-top, 0px))`;

/** The menu button, and the close button that takes its place while the menu is open. */
export const toggle = style([
  iconButton,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.md,
    backgroundColor: "transparent",
    color: vars.color.text,
    "@media": {
      [hoverCapable]: { selectors: { "&:hover": { backgroundColor: vars.color.surface } } },
      [wide]: { display: "none" },
    },
  },
]);

export const icon = style({ width: "24px", height: "24px" });

/**
 * The menu, over the whole viewport. Its top strip is see-through, so the site header (brand and
 * all) stays in view above the sheet of links; the close button sits in that strip where the menu
 * button is. The browser's own popover box styles are reset; closed, it keeps the browser's
 * `display: none`.
 */
export const dialog = style({
  position: "fixed",
  inset: 0,
  width: "100%",
  height: "100%",
  maxWidth: "none",
  maxHeight: "none",
  margin: 0,
  padding: 0,
  border: 0,
  backgroundColor: "transparent",
  color: vars.color.text,
  overflow: "hidden",
  selectors: {
    "&:popover-open": { display: "flex", flexDirection: "column" },
    // The strip shows the page's header through it, so nothing dims the page.
    "&::backdrop": { backgroundColor: "transparent" },
  },
  "@media": {
    [wide]: { selectors: { "&:popover-open": { display: "none" } } },
  },
});

// While the menu is open the page behind it does not scroll under the visitor's finger.
globalStyle(`html:has(${dialog}:popover-open)`, { overflow: "hidden" });

// The strip shows the header through it: the menu button steps aside for the close button on its
// spot, or the two icons would show one over the other.
globalStyle(`${toggle}:has(+ ${dialog}:popover-open)`, { visibility: "hidden" });

/**
 * Laid out like the header's own row (same height, gutter and width), so the close button lands
 * exactly on the menu button.
 */
export const bar = style({
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  width: "100%",
  maxWidth: vars.size.content,
  height: headerHeight,
  margin: "0 auto",
  padding: `env(safe-area-inset-top, 0px) ${vars.space.md} 0`,
  // The header's transparent bottom border, so the row's centre line matches too.
  borderBottom: "1px solid transparent",
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: "none" },
});

/** The sheet of links under the header. */
export const panel = style({
  flex: 1,
  overflowY: "auto",
  overscrollBehavior: "contain",
  padding: `${vars.space.md} ${vars.space.md} max(${vars.space.xl}, env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}`,
});
