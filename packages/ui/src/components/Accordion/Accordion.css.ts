import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";
import { handCursor } from "../../theme/handCursor.css.js";

export const accordion = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The question's heading, inside the summary: it sets the words, the summary is the control. */
export const heading = style({
  margin: 0,
  flex: 1,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** The `<summary>`: the whole row toggles its answer. */
export const trigger = style([
  handCursor,
  {
    listStyle: "none",
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.md,
    width: "100%",
    minHeight: "44px",
    margin: 0,
    padding: `${vars.space.md} ${vars.space.xxs}`,
    border: 0,
    background: "none",
    color: vars.color.text,
    font: "inherit",
    textAlign: "left",
    "@media": {
      [hoverCapable]: { selectors: { "&:hover": { color: vars.color.primary } } },
    },
    selectors: {
      // The chevron stands in for the browser's own disclosure marker.
      "&::-webkit-details-marker": { display: "none" },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  width: "1.25em",
  height: "1.25em",
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${item}[open] &`]: { transform: "rotate(180deg)" },
  },
});

export const panel = style({
  padding: `0 ${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
});
