import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";

export const tooltip = style({
  zIndex: vars.zIndex.toast,
  maxWidth: "20rem",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  opacity: 0,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    "&[data-enter]": { opacity: 1 },
  },
});
