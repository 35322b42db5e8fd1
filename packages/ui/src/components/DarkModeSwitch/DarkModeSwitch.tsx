import { useSyncExternalStore } from "react";
import { Switch, type SwitchProps } from "../Switch/Switch";

/** Props of `DarkModeSwitch`. */
export interface DarkModeSwitchProps extends Omit<SwitchProps, "label" | "checked" | "defaultChecked" | "onChange"> {
  /** Defaults to "Dark mode". */
  label?: string;
}

/**
 * The footer's dark-mode switch (spec §2.17): toggles the `dark` class on `<html>`, off by default and
 * not remembered. It reads the class rather than holding its own state, so it agrees with the page
 * from the first render after hydration and follows any other change to the class.
 */
export function DarkModeSwitch({ label = "Dark mode", ...props }: DarkModeSwitchProps) {
  const dark = useSyncExternalStore(subscribeToRootClass, isDark, () => false);
  return (
    <Switch
      {...props}
      label={label}
      checked={dark}
      onChange={(event) => setDark(event.currentTarget.checked)}
    />
  );
}

function isDark() {
  return document.documentElement.classList.contains("dark");
}

// Our own toggles notify at once, so the switch re-renders in the same event; the observer catches the rest.
const listeners = new Set<() => void>();

function setDark(on: boolean) {
  document.documentElement.classList.toggle("dark", on);
  listeners.forEach((listener) => listener());
}

function subscribeToRootClass(onChange: () => void) {
  listeners.add(onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => {
    listeners.delete(onChange);
    observer.disconnect();
  };
}
