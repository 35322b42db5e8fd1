import type { ComponentPropsWithRef } from "react";
import * as styles from "./Spinner.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Spinner`. */
export interface SpinnerProps extends Omit<ComponentPropsWithRef<"span">, "children"> {
  size?: (typeof styles.sizes)[number];
}

/**
 * A decorative busy ring in the current text colour. It is hidden from assistive technology:
 * whatever is busy says so itself (e.g. `aria-busy` on a loading `Button`).
 */
export function Spinner({ size, className, ...props }: SpinnerProps) {
  return <span {...props} aria-hidden="true" className={cx(styles.spinner({ size }), className)} />;
}
