import { style } from "@vanilla-extract/css";
import { recipe, type RecipeVariants } from "@vanilla-extract/recipes";
import { breakpoints, hoverCapable } from "../../theme/tokens.js";
import { vars } from "../../theme/contract.css.js";
import { handCursor } from "../../theme/handCursor.css.js";

/** Button looks, shared by `Button` and `ButtonLink`. */
export const variants = ["primary", "secondary", "ghost", "danger"] as const;
/** Button sizes. */
export const sizes = ["sm", "md", "lg"] as const;

// The theme has no "on danger" or "danger hover" colour: the page background reads on the danger
// fill in both themes (6.5:1 light, 9.9:1 dark), and hover mixes a little text colour in.
const dangerHover = `color-mix(in srgb, ${vars.color.danger} 85%, ${vars.color.text})`;
const hover = "&:hover:not([aria-disabled='true']):not(:disabled)";

/** The button look, for `<button>`s and links alike. */
export const button = recipe({
  base: [
    handCursor,
    {
      position: "relative",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: vars.space.xs,
      margin: 0,
      border: "1px solid transparent",
      borderRadius: vars.radii.md,
      font: "inherit",
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      textAlign: "center",
      textDecoration: "none",
      // Long labels wrap rather than overflow a phone's width ("Connect with Alex on LinkedIn").
      maxWidth: "100%",
      overflowWrap: "anywhere",
      userSelect: "none",
      selectors: {
        "&[aria-disabled='true'], &:disabled": { cursor: "not-allowed" },
        // Disabled (not merely busy) buttons fade; WCAG exempts inactive controls from contrast.
        "&[aria-disabled='true']:not([aria-busy='true']), &:disabled:not([aria-busy='true'])": { opacity: 0.55 },
        "&[aria-busy='true']": { cursor: "progress" },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        "@media": { [hoverCapable]: { selectors: { [hover]: { backgroundColor: vars.color.primaryHover } } } },
      },
      secondary: {
        backgroundColor: "transparent",
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        "@media": { [hoverCapable]: { selectors: { [hover]: { backgroundColor: vars.color.surface } } } },
      },
      ghost: {
        backgroundColor: "transparent",
        color: vars.color.primary,
        "@media": { [hoverCapable]: { selectors: { [hover]: { backgroundColor: vars.color.surface } } } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.background,
        "@media": { [hoverCapable]: { selectors: { [hover]: { backgroundColor: dangerHover } } } },
      },
    },
    size: {
      // Every size is at least 44px tall on touch screens (WCAG 2.5.5); `sm` tightens from tablet up.
      sm: {
        minHeight: "44px",
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
        "@media": { [`screen and (min-width: ${breakpoints.tablet}px)`]: { minHeight: "36px" } },
      },
      md: { minHeight: "44px", padding: `${vars.space.xs} ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { minHeight: "52px", padding: `${vars.space.sm} ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { display: "flex", width: "100%" },
      false: {},
    },
  },
  defaultVariants: { variant: "primary", size: "md", fullWidth: false },
});

/** Variant props of the `button` recipe (`variant`, `size`, `fullWidth`). */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label while busy: still laid out (the button keeps its width) and still read, just not seen. */
export const labelBusy = style({ opacity: 0 });

/** Centres the spinner over the invisible label. */
export const spinnerSlot = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
});
