import { createVar, keyframes, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";

/** How long the content waits before it appears. */
export const delay = createVar();

const appear = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

// Apart from the fade: an animation of visibility runs on the main thread, and one holding both ran
// there whole, a frame at a time, under the visitor's taps. This one only flips it when the delay ends.
const unhide = keyframes({
  from: { visibility: "hidden" },
  to: { visibility: "visible" },
});

/**
 * Pure CSS, so the content is in the prerendered HTML (crawlers and no-JS visitors get it), its box
 * is reserved from the first paint (nothing shifts when it appears), and no timer waits on hydration.
 * `both` keeps it hidden during the delay. Under reduced motion the global rule shortens the fade to
 * nothing, but the delay still holds: it is timing, not motion.
 */
export const reveal = style({
  animationName: `${appear}, ${unhide}`,
  animationDuration: `${vars.motion.base}, 1ms`,
  animationTimingFunction: `${vars.motion.easing}, step-start`,
  animationDelay: delay,
  animationFillMode: "both",
});
