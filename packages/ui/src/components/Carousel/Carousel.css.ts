import { createVar, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";
import { handCursor } from "../../theme/handCursor.css.js";
import { iconButton } from "../../theme/iconButton.css.js";

/** Which slide is in view: slide 1 in the prerendered page; enhanceCarousel moves the track inline. */
const slideIndex = createVar();
/** How far a drag in progress has pulled the track, in px (inline too while dragging). */
const dragOffset = createVar();

export const root = style({
  position: "relative",
  display: "grid",
  gap: vars.space.sm,
});

export const viewport = style({
  overflow: "hidden",
  borderRadius: vars.radii.lg,
  // Vertical swipes still scroll the page; sideways ones are ours.
  touchAction: "pan-y pinch-zoom",
  userSelect: "none",
  cursor: "grab",
  selectors: {
    "&:active": { cursor: "grabbing" },
  },
});

export const track = style({
  vars: { [slideIndex]: "0", [dragOffset]: "0px" },
  display: "flex",
  // Its own layer, painted whole with the page: a step then slides painted pixels instead of
  // drawing the incoming slide (and laying out its SVG picture) in the frame that answers the tap.
  willChange: "transform",
  transform: `translateX(calc(${slideIndex} * -100% + ${dragOffset}))`,
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
    },
  },
  selectors: {
    // Follow the pointer exactly while dragging.
    "&[data-dragging='true']": { transition: "none" },
  },
});

export const slide = style({
  flex: "0 0 100%",
  minWidth: 0,
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
});

const roundButton = style([
  iconButton,
  {
    borderRadius: vars.radii.full,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    "@media": {
      [hoverCapable]: { selectors: { "&:hover": { backgroundColor: vars.color.surface } } },
    },
  },
]);

export const stepButton = style([roundButton]);

/** Sits over the slides' top corner so it can come first in the DOM without moving the slides down. */
export const rotationButton = style([
  roundButton,
  {
    position: "absolute",
    top: vars.space.xs,
    right: vars.space.xs,
    zIndex: 1,
    boxShadow: vars.shadow.sm,
  },
]);

export const icon = style({ width: "20px", height: "20px" });

export const dots = style({
  display: "flex",
  alignItems: "center",
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A 24 px target (WCAG 2.5.8) around a small visible dot. */
export const dot = style([
  handCursor,
  {
    appearance: "none",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    width: "24px",
    height: "24px",
    margin: 0,
    padding: 0,
    border: 0,
    background: "none",
    "::after": {
      content: "",
      width: "10px",
      height: "10px",
      borderRadius: vars.radii.full,
      border: `1px solid ${vars.color.borderStrong}`,
      backgroundColor: "transparent",
    },
    selectors: {
      '&[aria-current="true"]::after': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
      },
    },
    "@media": {
      [hoverCapable]: { selectors: { "&:hover::after": { borderColor: vars.color.text } } },
      // Contrast themes drop fills: a system colour keeps the current slide's dot filled.
      "(forced-colors: active)": {
        selectors: { '&[aria-current="true"]::after': { backgroundColor: "CanvasText" } },
      },
    },
  },
]);
