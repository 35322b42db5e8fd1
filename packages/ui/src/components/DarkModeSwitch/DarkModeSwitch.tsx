import { useSyncExternalStore } from "react";
import { isDarkMode, setDarkMode, subscribeToDarkMode } from "../../theme/darkMode.js";
import { Switch, type SwitchProps } from "../Switch/Switch.js";
import { DARK_MODE_SWITCH_ATTRIBUTE } from "./enhanceDarkModeSwitch.js";

/** Props of `DarkModeSwitch`. */
export interface DarkModeSwitchProps extends Omit<SwitchProps, "label" | "checked" | "defaultChecked" | "onChange"> {
  /** Defaults to "Dark mode". */
  label?: string;
}

/**
 * The footer's dark-mode switch (spec §2.17): toggles the `dark` class on `<html>`, off by default,
 * kept for the tab's next pages but not past a reload. It reads the class rather than holding its
 * own state, so it agrees with the page from the first render after hydration and follows any other
 * change to the class. Prerendered on a page without React, `enhanceDarkModeSwitch` does the same.
 */
export function DarkModeSwitch({ label = "Dark mode", ...props }: DarkModeSwitchProps) {
  const dark = useSyncExternalStore(subscribeToDarkMode, isDarkMode, () => false);
  return (
    <Switch
      {...props}
      {...{ [DARK_MODE_SWITCH_ATTRIBUTE]: "" }}
      label={label}
      checked={dark}
      onChange={(event) => setDarkMode(event.currentTarget.checked)}
    />
  );
}
