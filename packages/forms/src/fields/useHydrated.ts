import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the form renders on the server and while it hydrates (so both renders agree), true
 * from the first render after that: the moment the form's own code can handle a submit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
