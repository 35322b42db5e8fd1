/**
 * The dark-mode choice (spec §2.17): off by default, a `dark` class on `<html>`, "not persisted".
 * Pages are separate documents, so the choice is kept for the tab's next pages in sessionStorage,
 * and dropped on a reload; a new tab has storage of its own and starts light. Plain DOM, shared by
 * `DarkModeSwitch` and pages that run no framework.
 */

/** The class on `<html>` that switches the theme. */
export const DARK_MODE_CLASS = "dark";

/** Marks the checkbox that switches dark mode. */
export const DARK_MODE_SWITCH_ATTRIBUTE = "data-dark-mode-switch";

/**
 * The root while the page is dark: the class, or the switch ticked. CSS answers the tick itself, so
 * the switch recolours the page before (or without) any script, and the script adds only the class
 * and the tab's memory of it.
 */
export const DARK_ROOT = `:root:is(.${DARK_MODE_CLASS}, :has(input[${DARK_MODE_SWITCH_ATTRIBUTE}]:checked))`;

/** Where the tab keeps the choice between its pages. */
export const DARK_MODE_STORAGE_KEY = "grand-river:dark-mode";

const listeners = new Set<() => void>();

/** Whether the page is dark now. */
export function isDarkMode(): boolean {
  return document.documentElement.classList.contains(DARK_MODE_CLASS);
}

/** Turns dark mode on or off, and keeps the choice for the tab's next pages. */
export function setDarkMode(on: boolean): void {
  document.documentElement.classList.toggle(DARK_MODE_CLASS, on);
  try {
    if (on) sessionStorage.setItem(DARK_MODE_STORAGE_KEY, "1");
    else sessionStorage.removeItem(DARK_MODE_STORAGE_KEY);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  // Our own switches hear at once, in the same event; the observer below catches everything else.
  listeners.forEach((listener) => listener());
}

/** Calls `onChange` whenever the class changes, by `setDarkMode` or anything else. Returns the cleanup. */
export function subscribeToDarkMode(onChange: () => void): () => void {
  listeners.add(onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    listeners.delete(onChange);
    observer.disconnect();
  };
}

/**
 * An inline script for `<head>`, before anything paints: applies the tab's choice with no flash of
 * the light theme, forgets it on a reload, and re-applies it when the back/forward cache restores a
 * page the visitor left before changing it. ES5 and one line, so it runs anywhere and hashes the same
 * on every page (Content-Security-Policy allows it by its hash).
 */
export const darkModeBootScript =
  `(function(){try{var d=document.documentElement,s=sessionStorage,k="${DARK_MODE_STORAGE_KEY}",` +
  `n=performance.getEntriesByType("navigation")[0];` +
  `function a(){d.classList.toggle("${DARK_MODE_CLASS}",s.getItem(k)==="1")}` +
  `if(n&&n.type==="reload")s.removeItem(k);a();` +
  `addEventListener("pageshow",function(e){if(e.persisted)a()})}catch(e){}})();`;
