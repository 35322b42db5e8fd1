import { keyframes } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

/** Spinner sizes, relative to the surrounding text so it fits any button. */
export const sizes = ["sm", "md", "lg"] as const;

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** The spinner ring, sized in ems. */
export const spinner = recipe({
  base: {
    display: "inline-block",
    flexShrink: 0,
    borderRadius: "50%",
    border: "0.15em solid currentColor",
    // A quarter of the ring stays clear, so the ring still reads as "busy" when it cannot turn.
    borderRightColor: "transparent",
    verticalAlign: "middle",
    // Rotation only for visitors who have not asked for less motion.
    "@media": {
      "(prefers-reduced-motion: no-preference)": {
        animation: `${spin} 0.8s linear infinite`,
      },
    },
  },
  variants: {
    size: {
      sm: { width: "1em", height: "1em" },
      md: { width: "1.25em", height: "1.25em" },
      lg: { width: "2em", height: "2em" },
    },
  },
  defaultVariants: { size: "md" },
});
