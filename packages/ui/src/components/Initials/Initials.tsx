import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./Initials.css.js";
import { initialsOf } from "./initialsOf.js";
import { cx } from "../../utils/cx.js";

/** Props of `Initials`. */
export interface InitialsProps extends Omit<ComponentPropsWithoutRef<"span">, "children" | "title"> {
  /** The title whose initials are shown, e.g. a showcase project's name. */
  title: string;
  size?: (typeof styles.sizes)[number];
  /** Name it for assistive technology; without one it is decorative, as the title is usually shown beside it. */
  label?: string;
}

/** A square avatar with a title's initials, standing in for a missing thumbnail. */
export function Initials({ title, size, label, className, ...props }: InitialsProps) {
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...props}
      className={cx(styles.initials({ size }), className)}
    >
      {initialsOf(title)}
    </span>
  );
}
