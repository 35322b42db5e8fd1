import type { CSSProperties } from "react";
import { vars } from "../../../packages/ui/src/theme/contract.css";

/*
 * Shared looks for the Foundations pages, as inline style objects written against the theme
 * contract: the samples follow whichever theme <html> carries, a ThemeScope can pin one theme, and a
 * renamed token fails the type check instead of quietly dropping a style. Inline rather than a
 * `.css.ts` file because vanilla-extract's runtime is a dependency of packages/ui, not of the
 * repository root where .storybook lives.
 */

/** A component's root: a page-coloured panel, so it reads the same on Storybook's white docs page in either theme. */
export const panel: CSSProperties = {
  display: "grid",
  gap: vars.space.lg,
  marginBlock: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
};

export const heading: CSSProperties = {
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
};

export const note: CSSProperties = {
  margin: 0,
  maxWidth: vars.size.prose,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
};

export const code: CSSProperties = {
  fontFamily: vars.fontFamily.mono,
  fontSize: "0.875em",
};

export const list: CSSProperties = { margin: 0, paddingInlineStart: vars.space.lg };

// Tables

export const table: CSSProperties = {
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
};

export const caption: CSSProperties = {
  paddingBottom: vars.space.xs,
  textAlign: "left",
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
};

export const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "middle",
  // Columns size to their content, and a long value breaks only when a column cannot fit it.
  overflowWrap: "break-word",
};

export const columnHeader: CSSProperties = {
  ...cell,
  borderBottomColor: vars.color.borderStrong,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
};

export const rowHeader: CSSProperties = { ...cell, fontWeight: vars.fontWeight.medium };

/** Figures line up by their digits. */
export const numericCell: CSSProperties = { ...cell, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" };

// Colour swatches

export const swatchGrid: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
};

export const swatch: CSSProperties = {
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surfaceRaised,
};

export const swatchColor: CSSProperties = {
  height: "4rem",
  borderBottom: `1px solid ${vars.color.border}`,
};

export const swatchText: CSSProperties = {
  display: "grid",
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  // Long custom property names wrap inside the card instead of running out of it.
  overflowWrap: "anywhere",
};

export const swatchName: CSSProperties = { fontWeight: vars.fontWeight.semibold };

/** The pair itself, as a reader would see it. */
export const pairSample: CSSProperties = {
  display: "inline-block",
  minWidth: "3.5em",
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  fontWeight: vars.fontWeight.semibold,
  textAlign: "center",
};

// Sizes, radii and shadows

export const bar: CSSProperties = {
  display: "block",
  height: vars.space.md,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.primary,
};

export const radiusSample: CSSProperties = {
  display: "block",
  width: vars.space.xxxl,
  height: vars.space.xxl,
  border: `2px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
};

export const shadowRow: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.sm,
  listStyle: "none",
};

export const shadowSample: CSSProperties = {
  display: "grid",
  placeItems: "center",
  minHeight: "5rem",
  padding: vars.space.sm,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.surfaceRaised,
};

// Motion

export const track: CSSProperties = {
  position: "relative",
  display: "block",
  minWidth: "8rem",
  height: vars.space.md,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surface,
};

export const dot: CSSProperties = {
  position: "absolute",
  top: 0,
  left: 0,
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.primary,
};

export const curve: CSSProperties = {
  width: "10rem",
  height: "10rem",
  overflow: "visible",
  color: vars.color.primary,
};
