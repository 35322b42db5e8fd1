import type { ComponentPropsWithRef } from "react";
import * as styles from "./Tag.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Tag`. */
export interface TagProps extends ComponentPropsWithRef<"span">, styles.TagVariants {}

/** A small pill label, such as a portfolio project's technology tag. Not interactive. */
export function Tag({ tone, className, ...props }: TagProps) {
  return <span {...props} className={cx(styles.tag({ tone }), className)} />;
}
