import type { WakeStrategy } from "../contract";
import { interaction } from "./interaction";

/** How far below or above the screen an island counts as in sight: a flick's worth. */
const AHEAD = "50% 0px";

/**
 * Wakes the island once the visitor scrolls it into sight, or reaches for it first: for a widget
 * that does nothing without its code (a carousel's arrows, tabs), so that it is awake by the time
 * the visitor taps it rather than waking under the tap. Its code still waits for the visitor's
 * pause, and a page loaded and left alone never wakes it.
 */
export const sight: WakeStrategy = (island, wake, asleep) => {
  whenScrolledIntoSight(island, wake, asleep);
  return interaction(island, wake, asleep);
};

/** Calls `then` once the visitor has scrolled the page with `island` in sight (or nearly), unless `asleep` ends first. */
export function whenScrolledIntoSight(island: HTMLElement, then: () => void, asleep: AbortSignal) {
  // Without it, the island wakes when reached for.
  if (typeof IntersectionObserver === "undefined") return;
  let inSight = false;
  let scrolled = false;
  const observer = new IntersectionObserver(
    ([entry]) => {
      inSight = entry?.isIntersecting ?? false;
      settle();
    },
    { rootMargin: AHEAD },
  );
  const onScroll = () => {
    scrolled = true;
    settle();
  };
  function settle() {
    if (!inSight || !scrolled) return;
    observer.disconnect();
    removeEventListener("scroll", onScroll);
    then();
  }
  observer.observe(island);
  addEventListener("scroll", onScroll, { passive: true, signal: asleep });
  asleep.addEventListener("abort", () => observer.disconnect());
}
