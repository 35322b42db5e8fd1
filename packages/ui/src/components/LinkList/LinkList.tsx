import { Children, isValidElement, type ComponentPropsWithoutRef } from "react";
import * as styles from "./LinkList.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `LinkList`; each child becomes one list item. */
export interface LinkListProps extends ComponentPropsWithoutRef<"ul"> {
  direction?: (typeof styles.directions)[number];
}

/**
 * A bare list of links (nav bars, footer columns): each child is wrapped in its own `<li>`.
 * A child React would draw as nothing (`false`, `null`, `undefined`, `""`) gets no item, so
 * `{name && <a …/>}` with an empty name leaves no empty bullet. Numbers are kept, `0` too:
 * React draws them, here as anywhere, so `{count && …}` shows "0" as it would outside the list
 * (write `count > 0 && …`).
 */
export function LinkList({ direction, className, children, ...props }: LinkListProps) {
  return (
    <ul {...props} className={cx(styles.list({ direction }), className)}>
      {Children.toArray(children)
        .filter((child) => child !== "")
        .map((child, index) => (
          <li key={isValidElement(child) && child.key !== null ? child.key : index} className={styles.item}>
            {child}
          </li>
        ))}
    </ul>
  );
}
