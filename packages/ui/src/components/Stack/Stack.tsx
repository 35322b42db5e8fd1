import type { ComponentPropsWithRef } from "react";
import { cx } from "../../utils/cx.js";
import * as styles from "./Stack.css.js";

/** A gap on the theme's space scale. */
export type Gap = (typeof styles.gaps)[number];
/** Cross-axis alignment. */
export type Align = (typeof styles.aligns)[number];

/** Props of `Stack`. */
export interface StackProps extends ComponentPropsWithRef<"div"> {
  gap?: Gap;
  align?: Align;
  /** Render a list when the children are items of one (each then goes in an `<li>`). */
  as?: "div" | "ul" | "ol";
}

/** Lays children out in a column with an even gap. */
export function Stack({ gap = "md", align = "stretch", as: Element = "div", className, ...props }: StackProps) {
  // ul/ol/div take the same HTMLElement props; the cast only narrows the ref's nominal type.
  const Tag = Element as "div";
  return <Tag {...props} className={cx(styles.stack({ gap, align }), Element !== "div" && styles.list, className)} />;
}
