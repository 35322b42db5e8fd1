import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./contract.css.js";
import { DARK_ROOT } from "./darkMode.js";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  colorScheme: "light",
  WebkitTextSizeAdjust: "100%",
  scrollPaddingTop: vars.size.navbarHeight,
});
globalStyle(DARK_ROOT, { colorScheme: "dark" });

globalStyle("body", {
  margin: 0,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4, p, figure, blockquote, dl, dd", { margin: 0 });
globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, textWrap: "balance" });
globalStyle("img, svg, video", { display: "block", maxWidth: "100%" });
// A component that sets its own display must still honour the hidden attribute.
globalStyle("[hidden]", { display: "none !important" });
globalStyle("a", { color: vars.color.primary, textUnderlineOffset: "0.2em" });

// One visible focus ring everywhere (WCAG 2.4.7 / 2.4.11).
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

// Colours, borders and shadows change at once, never by a transition: one repaints on the main
// thread every frame, and switching the theme started one on every control under the visitor's tap.
// Components animate only transform and opacity, which the compositor runs.

// Visitors who ask for less motion get none, whatever a component animates.
globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});
