import { breakpoints } from "../../theme/tokens.js";

/** Marks the menu's `<dialog>`; its opener is the button whose `aria-controls` names the dialog. */
export const MOBILE_MENU_ATTRIBUTE = "data-mobile-menu";
/** Marks the strip over the header inside the menu: a tap there means "away". */
export const MOBILE_MENU_BAR_ATTRIBUTE = "data-mobile-menu-bar";
/** Marks the close button inside the menu. */
export const MOBILE_MENU_CLOSE_ATTRIBUTE = "data-mobile-menu-close";

/** Options of `enhanceMobileMenu`. */
export interface MobileMenuBehaviour {
  /** Called when a link in the menu is chosen, just before the menu closes. */
  onNavigate?: () => void;
}

/**
 * The mobile menu's behaviour, in plain DOM so a prerendered page needs no framework for it:
 * - the menu button opens the `<dialog>` as a modal (top layer, the rest of the page inert, focus
 *   kept inside) and moves focus to the first link, since a visitor opens it to choose a page;
 * - the close button, Escape, a tap on the strip over the header, or choosing a link closes it,
 *   and focus goes back to the menu button;
 * - widening the window past the tablet breakpoint closes it (the menu only exists below it, and a
 *   hidden modal would leave the page inert), and so does coming back to the page from the
 *   back/forward cache, where it would otherwise reappear open.
 * Without any script, the buttons' `command` attributes still open and close the dialog in browsers
 * that support invoker commands. Returns the cleanup.
 */
export function enhanceMobileMenu(dialog: HTMLDialogElement, { onNavigate }: MobileMenuBehaviour = {}): () => void {
  const opener =
    [...dialog.ownerDocument.querySelectorAll<HTMLElement>("[aria-haspopup][aria-controls]")].find(
      (button) => dialog.id !== "" && button.getAttribute("aria-controls") === dialog.id,
    ) ?? null;
  const bar = dialog.querySelector(`[${MOBILE_MENU_BAR_ATTRIBUTE}]`);
  const closeButton = dialog.querySelector(`[${MOBILE_MENU_CLOSE_ATTRIBUTE}]`);

  const open = () => {
    if (dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("nav a[href]")?.focus();
  };
  const close = () => {
    if (dialog.open) dialog.close();
  };

  // The script takes over from the invoker commands (preventDefault), so there is one way in and out.
  const onOpenerClick = (event: Event) => {
    event.preventDefault();
    open();
  };
  // However it closed (button, Escape, a link, the browser), focus goes back to the menu button.
  const onClose = () => opener?.focus();
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (closeButton?.contains(target)) {
      event.preventDefault();
      close();
    } else if (target.closest("a[href]")) {
      // Not gated on defaultPrevented: a client-side router's link prevents the default to navigate.
      onNavigate?.();
      close();
    } else if (target === bar) {
      close();
    }
  };
  // Browsers close a modal dialog on Escape themselves; this covers key events they did not send
  // (scripted ones, as in tests) and keeps one path for every way out.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) close();
  };

  opener?.addEventListener("click", onOpenerClick);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onClick);
  dialog.addEventListener("keydown", onKeyDown);
  window.addEventListener("pageshow", onPageShow);
  const wide = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`);
  const closeWhenWide = () => {
    if (wide.matches) close();
  };
  wide.addEventListener("change", closeWhenWide);

  return () => {
    opener?.removeEventListener("click", onOpenerClick);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onClick);
    dialog.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("pageshow", onPageShow);
    wide.removeEventListener("change", closeWhenWide);
  };
}
