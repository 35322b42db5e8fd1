import { isDarkMode, setDarkMode, subscribeToDarkMode } from "../../theme/darkMode.js";

export { DARK_MODE_SWITCH_ATTRIBUTE } from "../../theme/darkMode.js";

/**
 * Makes a prerendered checkbox the dark-mode switch, with no framework: it shows the page's current
 * theme, switches it, and follows any other change to it. Returns the cleanup.
 */
export function enhanceDarkModeSwitch(input: HTMLInputElement): () => void {
  const show = () => {
    input.checked = isDarkMode();
  };
  const onChange = () => setDarkMode(input.checked);
  show();
  input.addEventListener("change", onChange);
  const unsubscribe = subscribeToDarkMode(show);
  return () => {
    input.removeEventListener("change", onChange);
    unsubscribe();
  };
}
