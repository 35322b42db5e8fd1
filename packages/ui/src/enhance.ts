/**
 * The package's behaviours in plain DOM, for prerendered pages that run no framework: each one is
 * what the matching React component does in an effect, so a page gets the same behaviour whether
 * React renders it or only the server did. This entry imports no React.
 */
import { CURRENT_YEAR_ATTRIBUTE, updateCurrentYear } from "./components/CurrentYear/updateCurrentYear.js";
import {
  enhanceDarkModeSwitch,
  DARK_MODE_SWITCH_ATTRIBUTE,
} from "./components/DarkModeSwitch/enhanceDarkModeSwitch.js";
import { LAZY_IMAGE_ATTRIBUTE, observeLazyImage } from "./components/LazyImage/observeLazyImage.js";
import { enhanceMobileMenu, MOBILE_MENU_ATTRIBUTE } from "./components/MobileMenu/enhanceMobileMenu.js";
import { SCROLLED_PAST_ATTRIBUTE, watchScrolledPast } from "./components/SiteHeader/watchScrolledPast.js";

export { darkModeBootScript, isDarkMode, setDarkMode, subscribeToDarkMode } from "./theme/darkMode.js";
export { updateCurrentYear } from "./components/CurrentYear/updateCurrentYear.js";
export { enhanceDarkModeSwitch } from "./components/DarkModeSwitch/enhanceDarkModeSwitch.js";
export { lazyImageNoScriptCss, observeLazyImage, showLazyImage } from "./components/LazyImage/observeLazyImage.js";
export { enhanceMobileMenu, type MobileMenuBehaviour } from "./components/MobileMenu/enhanceMobileMenu.js";
export { watchScrolledPast } from "./components/SiteHeader/watchScrolledPast.js";

/**
 * Wires every behaviour into the prerendered markup under `root`: the header's scroll state, the
 * mobile menu, the dark-mode switch, lazy images and the current year. Each finds its elements by the data attribute
 * its component renders, and leaves alone an element that is already wired.
 */
export function enhance(root: ParentNode = document): void {
  const each = <T extends Element>(elements: Iterable<T>, wire: (element: T) => void) => {
    for (const element of elements) {
      if (wired.has(element)) continue;
      wired.add(element);
      wire(element);
    }
  };
  each(root.querySelectorAll<HTMLElement>(`[${SCROLLED_PAST_ATTRIBUTE}]`), (header) =>
    watchScrolledPast(header, Number(header.getAttribute(SCROLLED_PAST_ATTRIBUTE))),
  );
  each(root.querySelectorAll<HTMLDialogElement>(`dialog[${MOBILE_MENU_ATTRIBUTE}]`), (dialog) =>
    enhanceMobileMenu(dialog),
  );
  each(root.querySelectorAll<HTMLInputElement>(`input[${DARK_MODE_SWITCH_ATTRIBUTE}]`), enhanceDarkModeSwitch);
  // observeLazyImage keeps its own state on the box, so a hydrated LazyImage never watches twice.
  each(root.querySelectorAll<HTMLElement>(`[${LAZY_IMAGE_ATTRIBUTE}]`), observeLazyImage);
  each(root.querySelectorAll<HTMLElement>(`[${CURRENT_YEAR_ATTRIBUTE}]`), (element) => updateCurrentYear(element));
}

// Elements `enhance` has wired, so calling it again (say, for content added later) adds nothing twice.
const wired = new WeakSet<Element>();
