import * as Ariakit from "@ariakit/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { breakpoints } from "../../theme/tokens";
import { LinkList } from "../LinkList/LinkList";
import * as styles from "./MobileMenu.css";
import { cx } from "../../utils/cx";

/** Props of `MobileMenu`; the rest go to the Ariakit `Dialog` that holds the links. */
export interface MobileMenuProps extends Omit<Ariakit.DialogProps, "children" | "open" | "onClose"> {
  /** The menu button's name while closed, e.g. "Open mobile menu". */
  openLabel: string;
  /** The menu button's name while open, e.g. "Close mobile menu". */
  closeLabel: string;
  /** Names the navigation landmark inside the menu. */
  navLabel?: string;
  /** Called when a link in the menu is chosen, just before the menu closes. */
  onNavigate?: () => void;
  /** The links, usually `NavItem`s. */
  children: ReactNode;
}

/**
 * The small-screen (< 768 px) navigation: a menu button that opens the links in a modal panel below the header.
 * Focus stays in the panel and the button while open; Escape, the button, or choosing a link closes it and
 * focus returns to the button.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  navLabel = "Main",
  onNavigate,
  children,
  className,
  onClick,
  ...props
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The panel only exists below the tablet breakpoint; widening the window must not leave the page inert.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`);
    const close = () => wide.matches && setOpen(false);
    close();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [open]);

  // Not gated on defaultPrevented: router links prevent the default to navigate client-side.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (event.target instanceof Element && event.target.closest("a[href]")) {
      onNavigate?.();
      setOpen(false);
    }
  };

  return (
    <Ariakit.DialogProvider open={open} setOpen={setOpen}>
      <Ariakit.DialogDisclosure ref={buttonRef} className={styles.toggle} aria-label={open ? closeLabel : openLabel}>
        <MenuIcon open={open} />
      </Ariakit.DialogDisclosure>
      <Ariakit.Dialog
        aria-label="Menu"
        backdrop={false}
        {...props}
        // The button stays usable (and in the tab loop) so the visitor can close the menu where they opened it.
        getPersistentElements={() => (buttonRef.current ? [buttonRef.current] : [])}
        className={cx(styles.panel, className)}
        onClick={handleClick}
      >
        <nav aria-label={navLabel}>
          <LinkList direction="column">{children}</LinkList>
        </nav>
      </Ariakit.Dialog>
    </Ariakit.DialogProvider>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
