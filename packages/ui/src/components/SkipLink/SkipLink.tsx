import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./SkipLink.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `SkipLink`. */
export interface SkipLinkProps extends ComponentPropsWithoutRef<"a"> {}

/**
 * The first focusable thing on the page: hidden until focused, it jumps past the header to `#main`.
 * A plain in-page anchor, so it needs no router.
 */
export function SkipLink({ href = "#main", children = "Skip to main content", className, ...props }: SkipLinkProps) {
  return (
    <a {...props} href={href} className={cx(styles.skipLink, className)}>
      {children}
    </a>
  );
}
