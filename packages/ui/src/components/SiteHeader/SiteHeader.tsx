import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { LinkList } from "../LinkList/LinkList.js";
import * as styles from "./SiteHeader.css.js";
import { NAVBAR_SCROLL_THRESHOLD, SCROLLED_PAST_ATTRIBUTE, watchScrolledPast } from "./watchScrolledPast.js";
import { cx } from "../../utils/cx.js";

/** Props of `SiteHeader`. */
export interface SiteHeaderProps extends Omit<ComponentPropsWithoutRef<"header">, "children"> {
  /** Usually a `Brand`. */
  brand: ReactNode;
  /** The desktop links, usually `NavItem`s; shown from 768 px up. */
  children?: ReactNode;
  /** Names the desktop navigation landmark. */
  navLabel?: string;
  /** Usually a `MobileMenu`; it shows itself only below 768 px. */
  mobileMenu?: ReactNode;
}

/**
 * The fixed top bar (spec §2.2): transparent at the top of the page, opaque with a blurred backdrop once it has
 * scrolled more than 20 px (`data-scrolled`). Its height never changes and it reserves that height in the page
 * flow, so nothing shifts under it. The scroll watch is plain DOM (`watchScrolledPast`), so a prerendered page
 * can run it without React.
 */
export function SiteHeader({ brand, children, navLabel = "Main", mobileMenu, className, ...props }: SiteHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => (headerRef.current ? watchScrolledPast(headerRef.current, NAVBAR_SCROLL_THRESHOLD) : undefined), []);

  return (
    <div className={styles.reserve}>
      <header
        {...props}
        ref={headerRef}
        className={cx(styles.header, className)}
        data-scrolled="false"
        {...{ [SCROLLED_PAST_ATTRIBUTE]: NAVBAR_SCROLL_THRESHOLD }}
      >
        <div className={styles.inner}>
          {brand}
          {children && (
            <nav aria-label={navLabel} className={styles.desktopNav}>
              <LinkList>{children}</LinkList>
            </nav>
          )}
          {mobileMenu}
        </div>
      </header>
    </div>
  );
}
