import { createVar, keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/contract.css.js";

/** The box's aspect ratio, e.g. `800 / 600`; set inline per image so the space is reserved before load. */
export const aspectRatio = createVar();
/** The image's intrinsic width; the box never grows past it. */
export const maxWidth = createVar();

/** How the image fills its reserved box. */
export const fits = ["cover", "contain"] as const;

const pulse = keyframes({
  "0%, 100%": { opacity: 1 },
  "50%": { opacity: 0.5 },
});

export const box = style({
  position: "relative",
  display: "block",
  width: "100%",
  maxWidth: maxWidth,
  aspectRatio: aspectRatio,
  overflow: "hidden",
});

/** The pulsing stand-in; still for visitors who ask for less motion. */
export const placeholder = style({
  position: "absolute",
  inset: 0,
  display: "block",
  backgroundColor: vars.color.placeholder,
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      animation: `${pulse} 2s ${vars.motion.easing} infinite`,
    },
    // Forced colours drop the fill: a dashed outline keeps the reserved box in sight.
    "(forced-colors: active)": { border: "1px dashed GrayText" },
  },
});

export const image = recipe({
  base: {
    position: "absolute",
    inset: 0,
    display: "block",
    width: "100%",
    height: "100%",
  },
  variants: {
    fit: {
      cover: { objectFit: "cover" },
      contain: { objectFit: "contain" },
    },
  },
  defaultVariants: { fit: "cover" },
});
