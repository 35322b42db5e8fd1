import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";
import { handCursor } from "../../theme/handCursor.css.js";

/** A field's column: label, hint, control, error. */
export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
});

/** A field's label. */
export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

/** The required asterisk: a visual cue only, the control's native `required` tells assistive technology. */
export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

/** A field's hint. */
export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A field's error message. */
export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A small warning glyph before the error, so the state is not told by colour alone (WCAG 1.4.1). */
export const errorIcon = style({ width: "1.1em", height: "1.1em", flexShrink: 0, marginTop: "0.15em" });

/** Shared look of text inputs, text areas and selects. */
export const control = style({
  width: "100%",
  minHeight: "44px",
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: "inherit",
  color: vars.color.text,
  backgroundColor: vars.color.background,
  // borderStrong keeps the field's edge at 3:1 or more against the page (WCAG 1.4.11).
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  selectors: {
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
    "&[aria-invalid='true']": { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
  "@media": {
    [hoverCapable]: { selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.text } } },
    // Contrast themes paint the red border like any other and drop the shadow: a thicker border,
    // inset by the padding it takes, marks the error without moving the field.
    "(forced-colors: active)": {
      selectors: {
        "&[aria-invalid='true']": {
          borderWidth: "3px",
          padding: `calc(${vars.space.xs} - 2px) calc(${vars.space.sm} - 2px)`,
        },
      },
    },
  },
});

/** A fieldset reset: the legend becomes the group's label. */
export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A group's legend, styled as a label. */
export const legend = style([label, { padding: 0, marginBottom: vars.space.xxs }]);

/** One radio or checkbox with its label: the whole row is the 44px touch target. */
export const choice = style([
  handCursor,
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space.sm,
    minHeight: "44px",
    color: vars.color.text,
  },
]);

/** A native radio or checkbox, in the brand colour. */
export const choiceInput = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.primary,
  cursor: "inherit",
  selectors: {
    // Native radios and checkboxes cannot take a red border, so an invalid one gets a red ring.
    "&[aria-invalid='true']": { outline: `2px solid ${vars.color.danger}`, outlineOffset: "1px" },
    "&[aria-invalid='true']:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
