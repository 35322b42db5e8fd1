import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { LinkList } from "../LinkList/LinkList.js";
import * as styles from "./SiteFooter.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `SiteFooter`. */
export interface SiteFooterProps extends Omit<ComponentPropsWithoutRef<"footer">, "children"> {
  /** The `FooterColumn`s. */
  children: ReactNode;
  /** Optional lead-in above the columns, e.g. a `Brand` and a one-line pitch. */
  intro?: ReactNode;
  /** e.g. "© 2025 Grand River AI". */
  copyright: ReactNode;
  /** The legal links (`FooterLink`s), listed in the bottom bar. */
  legalLinks?: ReactNode;
  /** Names the legal links' list. */
  legalLabel?: string;
  /** Slot for the dark-mode switch. */
  themeSwitch?: ReactNode;
}

/** The page footer (spec §2.17): link columns, then a bottom bar with copyright, legal links and the theme switch. */
export function SiteFooter({
  children,
  intro,
  copyright,
  legalLinks,
  legalLabel = "Legal",
  themeSwitch,
  className,
  ...props
}: SiteFooterProps) {
  return (
    <footer {...props} className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        {intro && <div className={styles.intro}>{intro}</div>}
        <div className={styles.columns}>{children}</div>
        <div className={styles.bottomBar}>
          <p className={styles.copyright}>{copyright}</p>
          {legalLinks && <LinkList aria-label={legalLabel}>{legalLinks}</LinkList>}
          {themeSwitch && <div className={styles.themeSwitch}>{themeSwitch}</div>}
        </div>
      </div>
    </footer>
  );
}
