import type { ComponentPropsWithRef } from "react";
import * as styles from "./Container.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Container`. */
export interface ContainerProps extends ComponentPropsWithRef<"div">, styles.ContainerVariants {}

/** Centres content at the page width (or the reading width) with side gutters. */
export function Container({ width, className, ...props }: ContainerProps) {
  return <div {...props} className={cx(styles.container({ width }), className)} />;
}
