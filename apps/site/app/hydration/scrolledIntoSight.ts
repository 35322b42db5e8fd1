/** How far below or above the screen an island counts as coming into sight: a flick's worth. */
const AHEAD = "50% 0px";

/**
 * Calls `then` once, when the visitor has scrolled the page and `island` is in sight (or nearly),
 * unless `asleep` ends first. A page loaded and left alone never calls it, so its start-up stays
 * free of island code; a visitor who scrolls to a carousel is about to reach for it.
 */
export function whenScrolledIntoSight(island: HTMLElement, then: () => void, asleep: AbortSignal): void {
  // A browser without it preloads on reach alone, as before.
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
