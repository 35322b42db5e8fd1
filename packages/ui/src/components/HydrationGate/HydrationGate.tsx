import { useSyncExternalStore, type ComponentPropsWithRef } from "react";
import * as styles from "./HydrationGate.css";
import { cx } from "../../utils/cx";

/** Props of `HydrationGate`: a fieldset's, as it renders one. */
export interface HydrationGateProps extends ComponentPropsWithRef<"fieldset"> {}

const subscribe = () => () => {};

/**
 * Keeps the controls inside it disabled until this part of the page has hydrated. For islands that
 * hydrate after the rest of the page (`lazy()` around prerendered markup): until their code has
 * run, a field would take typing its form never sees, and a button would take presses that do
 * nothing. Disabled, the browser refuses both instead. An unstyled `<fieldset>` with no role of
 * its own, so it changes neither the layout nor what assistive technology hears.
 */
export function HydrationGate({ disabled, className, ...props }: HydrationGateProps) {
  // False in the prerendered HTML and during hydration, true from the first render after it.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <fieldset role="presentation" {...props} disabled={disabled || !hydrated} className={cx(styles.gate, className)} />
  );
}
