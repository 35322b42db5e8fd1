import type { ComponentPropsWithRef } from "react";
import * as styles from "./Prose.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Prose`. */
export interface ProseProps extends ComponentPropsWithRef<"div"> {
  /** `article` when the prose is the page's main content in its own right (a legal page). */
  as?: "div" | "article";
}

/** Styles long-form text (headings, paragraphs, lists, links) at a comfortable reading width. */
export function Prose({ as: Element = "div", className, ...props }: ProseProps) {
  const Tag = Element as "div";
  return <Tag {...props} className={cx(styles.prose, className)} />;
}
