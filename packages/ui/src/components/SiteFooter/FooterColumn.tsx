import { useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { LinkList } from "../LinkList/LinkList.js";
import * as styles from "./SiteFooter.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `FooterColumn`. */
export interface FooterColumnProps extends Omit<ComponentPropsWithoutRef<"div">, "children"> {
  heading: string;
  /** Heading level, to fit the page outline; defaults to 2. */
  headingLevel?: 2 | 3;
  /** The column's entries, usually `FooterLink`s; each becomes a list item. */
  children: ReactNode;
}

/** One footer column: a heading over a list of links. */
export function FooterColumn({ heading, headingLevel = 2, children, className, ...props }: FooterColumnProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={cx(styles.column, className)}>
      <Heading id={headingId} className={styles.columnHeading}>
        {heading}
      </Heading>
      <LinkList direction="column" aria-labelledby={headingId}>
        {children}
      </LinkList>
    </div>
  );
}
