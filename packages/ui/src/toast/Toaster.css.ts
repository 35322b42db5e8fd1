import { keyframes, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/contract.css.js";
import { breakpoints, hoverCapable } from "../theme/tokens.js";
import { toasterPresets } from "./presets.js";
import { iconButton } from "../theme/iconButton.css.js";

const tabletUp = `screen and (min-width: ${breakpoints.tablet}px)`;

/**
 * The fixed corner the toasts appear in: full width along the bottom on phones, bottom right from
 * tablet up. It is an overlay, so showing a toast never moves the page. Clicks pass through the gaps.
 * Once its script runs it is a popover (in the top layer while it holds toasts): the browser's
 * popover box (centred, bordered, filled, scrolling) is undone here, so it is only the corner.
 */
export const viewport = recipe({
  base: {
    position: "fixed",
    zIndex: vars.zIndex.toast,
    insetInline: 0,
    top: "auto",
    bottom: 0,
    width: "auto",
    height: "auto",
    overflow: "visible",
    border: "none",
    background: "none",
    color: "inherit",
    display: "flex",
    flexDirection: "column",
    margin: 0,
    padding: vars.space.sm,
    listStyle: "none",
    pointerEvents: "none",
    "@media": {
      [tabletUp]: { left: "auto", right: vars.space.md, bottom: vars.space.md, padding: 0 },
    },
  },
  variants: {
    preset: {
      simple: {
        gap: vars.space.sm,
        "@media": { [tabletUp]: { width: vars.size.toastWidth } },
      },
      stacked: {
        gap: `${toasterPresets.stacked.gap}px`,
        "@media": { [tabletUp]: { width: `${toasterPresets.stacked.width}px` } },
      },
    },
  },
  defaultVariants: { preset: "simple" },
});

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.md})` },
  to: { opacity: 1, transform: "none" },
});

/** One toast card; the left edge carries the variant's colour. */
export const toast = recipe({
  base: {
    pointerEvents: "auto",
    display: "flex",
    alignItems: "flex-start",
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radii.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: "4px",
    boxShadow: vars.shadow.lg,
    color: vars.color.text,
    "@media": {
      "(prefers-reduced-motion: no-preference)": {
        animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
      },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surfaceRaised, borderInlineStartColor: vars.color.primary },
      success: { backgroundColor: vars.color.successSurface, borderInlineStartColor: vars.color.success },
      destructive: { backgroundColor: vars.color.dangerSurface, borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { variant: "default" },
});

/** The announced part: title and description only, so the close button is not read out with them. */
export const message = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
});

/** The toast's title. */
export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

/** The toast's description. */
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

/** The close button: a 44px target in every viewport. */
export const close = style([
  iconButton,
  {
    flexShrink: 0,
    border: 0,
    borderRadius: vars.radii.md,
    background: "transparent",
    color: vars.color.textMuted,
    // A tint of the text colour reads on every toast surface in both themes.
    "@media": {
      [hoverCapable]: {
        selectors: {
          "&:hover": {
            color: vars.color.text,
            backgroundColor: `color-mix(in srgb, ${vars.color.text} 10%, transparent)`,
          },
        },
      },
    },
  },
]);

/** The close button's cross. */
export const closeIcon = style({ width: "1rem", height: "1rem" });
