import type { ComponentPropsWithRef } from "react";
import * as styles from "./Text.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Text`. */
export interface TextProps extends ComponentPropsWithRef<"p">, styles.TextVariants {
  /** A paragraph by default; `span` inside other text, `div` around other blocks. */
  as?: "p" | "span" | "div";
}

/** Body text on the type scale, in the default or muted tone. */
export function Text({ as: Element = "p", size, tone, weight, align, className, ...props }: TextProps) {
  const Tag = Element as "p";
  return <Tag {...props} className={cx(styles.text({ size, tone, weight, align }), className)} />;
}
