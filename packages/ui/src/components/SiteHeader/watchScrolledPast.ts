/** Spec §2.2 / §9: the navbar turns opaque once the page has scrolled more than this many px. */
export const NAVBAR_SCROLL_THRESHOLD = 20;

/** Marks the elements this behaviour drives; the value is the threshold in px. */
export const SCROLLED_PAST_ATTRIBUTE = "data-scroll-threshold";

/**
 * Keeps `element`'s `data-scrolled` at "true" while the window is scrolled more than `threshold`
 * px, "false" otherwise. Plain DOM, so the prerendered header works with no framework on the page;
 * `SiteHeader` calls it too. Returns the cleanup.
 */
export function watchScrolledPast(element: HTMLElement, threshold = NAVBAR_SCROLL_THRESHOLD): () => void {
  const update = () => {
    element.dataset.scrolled = String(window.scrollY > threshold);
  };
  // A reload or a back navigation can land mid-page.
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}
