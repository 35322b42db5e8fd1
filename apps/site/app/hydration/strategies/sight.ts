import type { WakeStrategy } from "../wake";
import { whenScrolledIntoSight } from "../scrolledIntoSight";
import { interaction } from "./interaction";

/**
 * Wakes the island once the visitor scrolls it into sight, or reaches for it first: for a widget
 * that does nothing without its code (a carousel's arrows, tabs), so that it is awake by the time
 * the visitor taps it rather than waking under the tap. Its code still waits for the visitor's
 * pause, and a page left alone never wakes it.
 */
export const sight: WakeStrategy = (island, wake, asleep) => {
  whenScrolledIntoSight(island, wake, asleep);
  return interaction(island, wake, asleep);
};
