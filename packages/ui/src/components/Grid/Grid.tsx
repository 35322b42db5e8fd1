import type { ComponentPropsWithRef } from "react";
import { cx } from "../../utils/cx.js";
import type { Gap } from "../Stack/Stack.js";
import * as styles from "./Grid.css.js";

/** The most columns a grid shows. */
export type Columns = (typeof styles.columnCounts)[number];

/** Props of `Grid`. */
export interface GridProps extends ComponentPropsWithRef<"div"> {
  /** Columns on desktop. Mobile shows one; tablet shows at most two. */
  columns?: Columns;
  gap?: Gap;
  /** Render a list when the children are items of one (cards in a portfolio). */
  as?: "div" | "ul" | "ol";
}

/** Equal-width columns: one on mobile, up to two on tablet, `columns` on desktop. */
export function Grid({ columns = 3, gap = "lg", as: Element = "div", className, ...props }: GridProps) {
  const Tag = Element as "div";
  return <Tag {...props} className={cx(styles.grid({ gap, columns }), Element !== "div" && styles.list, className)} />;
}
