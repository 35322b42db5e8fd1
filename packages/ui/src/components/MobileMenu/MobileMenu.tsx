import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { LinkList } from "../LinkList/LinkList.js";
import * as styles from "./MobileMenu.css.js";
import {
  enhanceMobileMenu,
  MOBILE_MENU_ATTRIBUTE,
  MOBILE_MENU_BAR_ATTRIBUTE,
  MOBILE_MENU_CLOSE_ATTRIBUTE,
} from "./enhanceMobileMenu.js";
import { cx } from "../../utils/cx.js";

/** Every word the menu says to assistive technology. */
export interface MobileMenuMessages {
  /** The menu button's name while closed: "Open mobile menu". */
  open: string;
  /** The name of the button that closes the open menu, in the same spot: "Close mobile menu". */
  close: string;
  /** Names the dialog that holds the links: "Menu". */
  menu: string;
  /** Names the navigation landmark inside it: "Main". */
  navigation: string;
}

/** The menu's English words (the spec's), the default for `messages`. */
export const mobileMenuMessages: MobileMenuMessages = {
  open: "Open mobile menu",
  close: "Close mobile menu",
  menu: "Menu",
  navigation: "Main",
};

/** Props of `MobileMenu`; the rest go to the `<dialog>` that holds the links. */
export interface MobileMenuProps extends Omit<ComponentPropsWithoutRef<"dialog">, "children" | "open"> {
  /** Its words in another language or wording; any left out stay as `mobileMenuMessages` has them. */
  messages?: Partial<MobileMenuMessages>;
  /** Called when a link in the menu is chosen, just before the menu closes. */
  onNavigate?: () => void;
  /** The links, usually `NavItem`s. */
  children: ReactNode;
}

/**
 * The small-screen (< 768 px) navigation: a menu button that opens the links in a `<dialog>` shown as
 * a popover, over the whole viewport in the browser's top layer. Its close button sits exactly where
 * the menu button was. Escape, that button, or choosing a link closes it, and focus returns to the
 * menu button.
 *
 * It is modal to its visitors, not to the browser: `aria-modal` keeps assistive technology inside
 * it and the script keeps Tab inside it, while the page behind stays as it is. A `showModal()` dialog
 * would make the page inert, and Chromium restyles every element of the page for that on each
 * opening (docs/interaction-bench.md); a popover costs what its own links cost.
 *
 * The behaviour is plain DOM (`enhanceMobileMenu`), so a prerendered page runs it without React;
 * with no script at all, the buttons' `popovertarget` still open and close the menu, and the browser
 * then tells assistive technology whether it is expanded.
 */
export function MobileMenu({ messages, onNavigate, children, className, ...props }: MobileMenuProps) {
  const words = { ...mobileMenuMessages, ...messages };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  // The latest callback, without re-wiring the menu when a parent passes a new function.
  const onNavigateRef = useRef(onNavigate);
  useEffect(() => {
    onNavigateRef.current = onNavigate;
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    return dialog ? enhanceMobileMenu(dialog, { onNavigate: () => onNavigateRef.current?.() }) : undefined;
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={words.open}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        popoverTarget={dialogId}
        popoverTargetAction="show"
      >
        <MenuIcon open={false} />
      </button>
      <dialog
        aria-label={words.menu}
        aria-modal="true"
        popover="auto"
        {...props}
        ref={dialogRef}
        id={dialogId}
        className={cx(styles.dialog, className)}
        {...{ [MOBILE_MENU_ATTRIBUTE]: "" }}
      >
        <div className={styles.bar} {...{ [MOBILE_MENU_BAR_ATTRIBUTE]: "" }}>
          <button
            type="button"
            className={styles.toggle}
            aria-label={words.close}
            aria-controls={dialogId}
            popoverTarget={dialogId}
            popoverTargetAction="hide"
            {...{ [MOBILE_MENU_CLOSE_ATTRIBUTE]: "" }}
          >
            <MenuIcon open />
          </button>
        </div>
        <nav aria-label={words.navigation} className={styles.panel}>
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
