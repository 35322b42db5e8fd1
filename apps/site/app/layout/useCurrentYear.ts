import { useSyncExternalStore } from "react";

const buildYear = new Date().getFullYear();
const subscribe = () => () => {};

/**
 * The visitor's current year. The prerendered HTML carries the build's year; after hydration React
 * swaps in the visitor's without a mismatch, so a page built in December is right in January.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
}
