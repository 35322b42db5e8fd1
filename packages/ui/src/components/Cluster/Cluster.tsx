import type { ComponentPropsWithRef } from "react";
import { cx } from "../../utils/cx.js";
import type { Align, Gap } from "../Stack/Stack.js";
import * as styles from "./Cluster.css.js";

/** Main-axis spread of a cluster's children. */
export type Justify = (typeof styles.justifies)[number];

/** Props of `Cluster`. */
export interface ClusterProps extends ComponentPropsWithRef<"div"> {
  gap?: Gap;
  align?: Align;
  justify?: Justify;
  /** Render a list when the children are items of one (tags, links). */
  as?: "div" | "ul";
}

/** Lays children out in a row that wraps onto new lines when it runs out of room (buttons, tags). */
export function Cluster({
  gap = "sm",
  align = "center",
  justify = "start",
  as: Element = "div",
  className,
  ...props
}: ClusterProps) {
  const Tag = Element as "div";
  return (
    <Tag
      {...props}
      className={cx(styles.cluster({ gap, align, justify }), Element !== "div" && styles.list, className)}
    />
  );
}
