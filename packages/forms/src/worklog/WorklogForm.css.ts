import { vars } from "@grand-river/ui/vars";
import { style } from "@vanilla-extract/css";

/** A section of the entry: the fieldset's own border and padding give way to the page's spacing. */
export const section = style({
  margin: 0,
  padding: 0,
  border: 0,
  // Fieldsets default to min-content width, which lets long inputs overflow on a phone.
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.md,
});

/** The live totals, set apart from the inputs above them. */
export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
});

export const total = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

export const totalLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const totalValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
});
