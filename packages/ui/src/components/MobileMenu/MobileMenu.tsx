import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { breakpoints } from "../../theme/tokens";
import { LinkList } from "../LinkList/LinkList";
import * as styles from "./MobileMenu.css";
import { cx } from "../../utils/cx";

/** Props of `MobileMenu`; the rest go to the `<dialog>` that holds the links. */
export interface MobileMenuProps extends Omit<ComponentPropsWithoutRef<"dialog">, "children" | "open"> {
  /** The menu button's name while closed, e.g. "Open mobile menu". */
  openLabel: string;
  /** The name of the button that closes the open menu, in the same spot, e.g. "Close mobile menu". */
  closeLabel: string;
  /** Names the navigation landmark inside the menu. */
  navLabel?: string;
  /** Called when a link in the menu is chosen, just before the menu closes. */
  onNavigate?: () => void;
  /** The links, usually `NavItem`s. */
  children: ReactNode;
}

/**
 * The small-screen (< 768 px) navigation: a menu button that opens the links in a native modal
 * `<dialog>` (`showModal()`): the browser puts it in the top layer, makes the rest of the page inert
 * and keeps focus inside. Its close button sits exactly where the menu button was. Escape, that
 * button, or choosing a link closes it, and focus returns to the menu button.
 */
export function MobileMenu({
  openLabel,
  closeLabel,
  navLabel = "Main",
  onNavigate,
  children,
  className,
  onClick,
  onKeyDown,
  onClose,
  ...props
}: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const dialogId = useId();

  // The dialog follows the state; opening moves focus to the first link, since a visitor opens the
  // menu to choose a page (the close button is one Shift+Tab away).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("nav a[href]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // The menu only exists below the tablet breakpoint; widening the window must not leave the page inert.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`);
    const close = () => wide.matches && setOpen(false);
    close();
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, [open]);

  // However it closed (button, Escape, a link, the browser), the state follows and focus goes back.
  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    onClose?.(event);
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Not gated on defaultPrevented: router links prevent the default to navigate client-side.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    const target = event.target;
    if (target instanceof Element && target.closest("a[href]")) {
      onNavigate?.();
      setOpen(false);
    } else if (target === barRef.current) {
      // The strip over the header is empty but for the close button: a tap there means "away".
      setOpen(false);
    }
  };

  // Browsers close a modal dialog on Escape themselves; this covers key events they did not send
  // (scripted ones, as in tests) and keeps one path for every way out.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon open={false} />
      </button>
      <dialog
        aria-label="Menu"
        {...props}
        ref={dialogRef}
        id={dialogId}
        className={cx(styles.dialog, className)}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        onClose={handleClose}
      >
        <div ref={barRef} className={styles.bar}>
          <button
            type="button"
            className={styles.toggle}
            aria-label={closeLabel}
            aria-expanded="true"
            aria-controls={dialogId}
            onClick={() => setOpen(false)}
          >
            <MenuIcon open />
          </button>
        </div>
        <nav aria-label={navLabel} className={styles.panel}>
          <LinkList direction="column">{children}</LinkList>
        </nav>
      </dialog>
    </>
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
