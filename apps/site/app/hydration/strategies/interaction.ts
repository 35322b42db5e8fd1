import type { WakeStrategy } from "../contract";

/**
 * What counts as reaching for an island: a pointer over it or pressing it, a touch, focus coming
 * into it, a key pressed inside it.
 */
const REACHING_FOR_IT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/**
 * Wakes the island when the visitor reaches for it, inside an island nested in it included, or at
 * once when they already have: focus is inside it from before the runtime ran.
 */
export const interaction: WakeStrategy = (island, wake, asleep) => {
  for (const type of REACHING_FOR_IT) island.addEventListener(type, wake, { capture: true, signal: asleep });
  if (island.contains(document.activeElement)) wake();
  return true;
};
