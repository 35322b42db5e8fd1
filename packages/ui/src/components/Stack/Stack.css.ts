import { style } from "@vanilla-extract/css";

/** Gaps the layout primitives accept: the theme's space scale. */
export const gaps = ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"] as const;
/** Cross-axis alignment of a stack's children. */
export const aligns = ["stretch", "start", "center", "end"] as const;

/** Strips list styling when a stack is a `<ul>`/`<ol>`, keeping the list semantics. */
export const list = style({ listStyle: "none", margin: 0, padding: 0 });
