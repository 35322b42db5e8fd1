import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/contract.css.js";
import { hoverCapable } from "../../theme/tokens.js";

/** Long-form text (legal pages): styles the plain elements inside, which carry no classes of their own. */
export const prose = style({
  maxWidth: vars.size.prose,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: "break-word",
});

// Lists drop the browser's margins at the lowest specificity, so the rhythm below spaces them.
globalStyle(`${prose} :where(ul, ol)`, { paddingInlineStart: vars.space.lg, marginBlock: 0 });

// Vertical rhythm: space above each block, none above the first.
globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} > :is(h2, h3, h4)`, { marginTop: vars.space.xl });
globalStyle(`${prose} > :is(h2, h3, h4):first-child`, { marginTop: 0 });
globalStyle(`${prose} :is(h2, h3, h4) + *`, { marginTop: vars.space.sm });

globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} h3`, {
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${prose} h4`, {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} li > :is(ul, ol)`, { marginTop: vars.space.xs });

globalStyle(`${prose} a`, { color: vars.color.primary, textDecoration: "underline", textUnderlineOffset: "0.2em" });
globalStyle(`${prose} a:hover`, { "@media": { [hoverCapable]: { textDecorationThickness: "2px" } } });
globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${prose} small`, { color: vars.color.textMuted });

globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

globalStyle(`${prose} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, marginBlock: vars.space.xl });

// A post's Markdown (GitHub's extensions): pictures, code, tables, task lists, footnotes and heading anchors.
globalStyle(`${prose} img`, { display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radii.md });

globalStyle(`${prose} code`, {
  fontFamily: vars.fontFamily.mono,
  fontSize: "0.9em",
  backgroundColor: vars.color.surface,
  borderRadius: vars.radii.sm,
  padding: "0.1em 0.3em",
});
globalStyle(`${prose} pre`, {
  overflowX: "auto",
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});
globalStyle(`${prose} pre code`, { backgroundColor: "transparent", padding: 0, fontSize: "inherit" });

globalStyle(`${prose} table`, {
  display: "block",
  overflowX: "auto",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
});
globalStyle(`${prose} :is(th, td)`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(`${prose} th`, { backgroundColor: vars.color.surface, fontWeight: vars.fontWeight.semibold });

// A task list's items carry their own box: no bullet beside it.
globalStyle(`${prose} li:has(input[type="checkbox"])`, {
  listStyle: "none",
  marginInlineStart: `calc(-1 * ${vars.space.lg})`,
});
globalStyle(`${prose} li input[type="checkbox"]`, { marginInlineEnd: vars.space.xs, accentColor: vars.color.primary });

// A heading that links to itself (a post's) reads as a heading: underlined only under the pointer.
globalStyle(`${prose} :is(h2, h3, h4) > a[href^="#"]`, { color: "inherit", textDecoration: "none" });
globalStyle(`${prose} :is(h2, h3, h4) > a[href^="#"]:hover`, {
  "@media": { [hoverCapable]: { textDecoration: "underline" } },
});

globalStyle(`${prose} sup > a`, { textDecoration: "none" });
globalStyle(`${prose} section[data-footnotes]`, {
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
