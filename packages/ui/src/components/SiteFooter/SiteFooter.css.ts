import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { breakpoints, hoverCapable } from "../../theme/tokens.js";

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const footer = style({
  marginTop: vars.space.xxxl,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // Below the fold on every page but the shortest: rendered as it nears the screen (Section.css.ts).
  contain: "content", // what `content-visibility: auto` applies, stated for axe (Section.css.ts)
  contentVisibility: "auto",
  containIntrinsicBlockSize: "auto 560px",
});

export const inner = style({
  display: "grid",
  gap: vars.space.xl,
  maxWidth: vars.size.content,
  margin: "0 auto",
  // The bottom padding clears the fixed FloatingAction, so the last row (the dark-mode switch at
  // the right) is never under it when the page is scrolled to the end.
  padding: `${vars.space.xxl} ${vars.space.md} calc(${vars.space.xxxl} + ${vars.space.xl} + env(safe-area-inset-bottom, 0px))`,
});

export const intro = style({ maxWidth: vars.size.prose, color: vars.color.textMuted });

export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
});

export const column = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const columnHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.text,
});

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  color: vars.color.textMuted,
  textDecoration: "none",
  "@media": {
    [hoverCapable]: { selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } } },
  },
});

export const bottomBar = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  "@media": {
    [tablet]: { flexDirection: "row", alignItems: "center", gap: vars.space.lg },
  },
});

export const copyright = style({ margin: 0 });

export const themeSwitch = style({
  "@media": {
    [tablet]: { marginLeft: "auto" },
  },
});
