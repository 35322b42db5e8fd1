import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { handCursor } from "../../theme/handCursor.css.js";

export { field } from "../Field/Field.css.js";

/** The whole row (track and words) is the label, and at 44px tall the touch target. */
export const row = style([
  handCursor,
  {
    position: "relative",
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.sm,
    minHeight: "44px",
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
  },
]);

const trackWidth = "2.75rem";
const trackHeight = "1.5rem";

/**
 * The real checkbox, transparent and laid exactly over the track: a pointer on the track is on the
 * control itself (not on a decoration above it), and the track below shows its state.
 */
export const input = style([
  handCursor,
  {
    position: "absolute",
    left: 0,
    top: "50%",
    transform: "translateY(-50%)",
    width: trackWidth,
    height: trackHeight,
    margin: 0,
    opacity: 0,
    zIndex: 1,
  },
]);
const thumbInset = "3px";
const thumbSize = `calc(${trackHeight} - 2 * ${thumbInset} - 2px)`;

/** The switch's track, drawn from the hidden checkbox's state. */
export const track = style({
  position: "relative",
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radii.full,
  // borderStrong against the page is 3:1 or more, so the off state is visible (WCAG 1.4.11).
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${input}:checked + &`]: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    [`${input}:disabled + &`]: { opacity: 0.55, cursor: "not-allowed" },
    [`${input}[aria-invalid='true'] + &`]: { borderColor: vars.color.danger },
  },
});

/** The switch's thumb. */
export const thumb = style({
  position: "absolute",
  top: thumbInset,
  left: thumbInset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: "50%",
  backgroundColor: vars.color.borderStrong,
  // Only the slide is animated: a transform runs on the compositor (see theme/global.css.ts).
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:checked + ${track} &`]: {
      backgroundColor: vars.color.onPrimary,
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - 2 * ${thumbInset} - 2px))`,
    },
  },
  "@media": {
    // Forced colours drop backgrounds; a system colour keeps the thumb visible.
    "(forced-colors: active)": { backgroundColor: "CanvasText" },
  },
});
