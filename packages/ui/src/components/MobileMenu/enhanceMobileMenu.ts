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
 * - the menu button shows the `<dialog>` as a popover (the top layer, over the whole viewport) and
 *   moves focus to the first link, since a visitor opens it to choose a page;
 * - while it is open, Tab and Shift+Tab go round its close button and links, never to the page
 *   behind it (which the browser leaves as it is: see `MobileMenu`);
 * - the close button, Escape, a tap on the strip over the header, or choosing a link closes it,
 *   and focus goes back to the menu button;
 * - widening the window past the tablet breakpoint closes it (the menu only exists below it), and
 *   so does coming back to the page from the back/forward cache, where it would otherwise reappear
 *   open.
 * Without any script, the buttons' `popovertarget` still open and close it. Returns the cleanup.
 */
export function enhanceMobileMenu(dialog: HTMLDialogElement, { onNavigate }: MobileMenuBehaviour = {}): () => void {
  const opener = dialog.id
    ? dialog.ownerDocument.querySelector<HTMLElement>(`[aria-haspopup][aria-controls="${dialog.id}"]`)
    : null;
  const bar = dialog.querySelector(`[${MOBILE_MENU_BAR_ATTRIBUTE}]`);
  const closeButton = dialog.querySelector(`[${MOBILE_MENU_CLOSE_ATTRIBUTE}]`);

  const isOpen = () => dialog.matches(":popover-open");
  const open = () => {
    if (isOpen()) return;
    dialog.showPopover();
    dialog.querySelector<HTMLElement>("nav a[href]")?.focus();
  };
  const close = () => {
    if (isOpen()) dialog.hidePopover();
  };
  // Past the last of its controls Tab comes back to the first, and Shift+Tab the other way round.
  const keepTabInside = (event: KeyboardEvent) => {
    // In document order: a query for a list of selectors need not keep it everywhere (jsdom's does not).
    const controls = [...dialog.querySelectorAll<HTMLElement>("*")].filter((element) =>
      element.matches("a[href],button"),
    );
    if (dialog.ownerDocument.activeElement !== controls.at(event.shiftKey ? 0 : -1)) return;
    event.preventDefault();
    controls.at(event.shiftKey ? -1 : 0)?.focus();
  };

  const wiring = new AbortController();
  const on = (target: EventTarget | null, type: string, listener: (event: never) => void) =>
    target?.addEventListener(type, listener as EventListener, { signal: wiring.signal });
  // The script takes over from the popover buttons (preventDefault), so there is one way in and out.
  on(opener, "click", (event: Event) => {
    event.preventDefault();
    open();
  });
  // However it closed (button, Escape, a link, the browser), focus goes back to the menu button.
  on(dialog, "toggle", (event: ToggleEvent) => {
    if (event.newState === "closed") opener?.focus();
  });
  on(dialog, "click", (event: MouseEvent) => {
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
  });
  // Browsers close a popover on Escape themselves; this covers key events they did not send
  // (scripted ones, as in the stories) and keeps one path for every way out.
  on(dialog, "keydown", (event: KeyboardEvent) => {
    if (event.key === "Tab") keepTabInside(event);
    else if (event.key === "Escape") close();
  });
  on(window, "pageshow", (event: PageTransitionEvent) => {
    if (event.persisted) close();
  });
  const wide = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`);
  on(wide, "change", () => {
    if (wide.matches) close();
  });
  return () => wiring.abort();
}
