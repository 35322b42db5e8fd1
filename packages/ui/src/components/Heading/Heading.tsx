import type { ComponentPropsWithRef } from "react";
import * as styles from "./Heading.css.js";
import { cx } from "../../utils/cx.js";

/** A heading level, 1 to 4. */
export type HeadingLevel = (typeof styles.levels)[number];
/** A heading size. */
export type HeadingSize = (typeof styles.sizes)[number];

// The outline (level) and the look (size) are separate; these are the looks when none is asked for.
const defaultSize = { 1: "display", 2: "xxxl", 3: "xl", 4: "lg" } as const satisfies Record<HeadingLevel, HeadingSize>;

/** Props of `Heading`. */
export interface HeadingProps extends ComponentPropsWithRef<"h2">, styles.HeadingVariants {
  level: HeadingLevel;
}

/** A heading whose level follows the page outline and whose size follows the design. */
export function Heading({ level, size, align, className, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...props} className={cx(styles.heading({ size: size ?? defaultSize[level], align }), className)} />;
}
