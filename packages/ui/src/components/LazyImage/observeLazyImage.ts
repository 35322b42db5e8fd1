/** Spec §2.3 / §9: start loading once the image is within 50 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN = "50px";

/** Spec §2.3 / §9: …and at least 10 % of it would be visible. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * Marks a lazy image's box. Its value is the image's state: "waiting" as prerendered, "watching"
 * once an observer looks out for it, "shown" once its source is set.
 */
export const LAZY_IMAGE_ATTRIBUTE = "data-lazy-image";

/**
 * Style for the page's `<head>`, inside `<noscript>`: with scripts off a lazy image shows its
 * `<noscript>` copy, so the pulsing stand-in (which also names the image) steps aside.
 */
export const lazyImageNoScriptCss = `[${LAZY_IMAGE_ATTRIBUTE}] > [data-lazy-placeholder]{display:none}`;

type LazyImageState = "waiting" | "watching" | "shown";

const stateOf = (box: HTMLElement) => box.getAttribute(LAZY_IMAGE_ATTRIBUTE) as LazyImageState | null;

/**
 * Gives the box's image its real sources (`data-src`, `data-srcset` and `data-sizes` become `src`,
 * `srcset` and `sizes`),
 * which loads it, unhides it and hides the stand-in (`data-lazy-placeholder`), and marks the box
 * "shown". Safe to call again after the data attributes change.
 */
export function showLazyImage(box: HTMLElement): void {
  for (const element of box.querySelectorAll<HTMLElement>("[data-src], [data-srcset]")) {
    // `sizes` before `srcset`, so the browser chooses from the set once, with both.
    for (const name of ["sizes", "src", "srcset"] as const) {
      const value = element.dataset[name];
      if (value !== undefined && element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    element.hidden = false;
  }
  for (const placeholder of box.querySelectorAll<HTMLElement>("[data-lazy-placeholder]")) placeholder.hidden = true;
  box.setAttribute(LAZY_IMAGE_ATTRIBUTE, "shown");
}

/**
 * Shows a lazy image once it comes within 50 px of the viewport at 10 % visibility (spec §2.3).
 * Plain DOM, so prerendered pages lazy-load with no framework; `LazyImage` calls it too. A box
 * that is already watched or shown is left alone, so two callers never watch one image twice.
 * Returns the cleanup.
 */
export function observeLazyImage(box: HTMLElement): () => void {
  if (stateOf(box) !== "waiting") return () => {};
  // Browsers without IntersectionObserver get the image at once rather than never.
  if (typeof IntersectionObserver === "undefined") {
    showLazyImage(box);
    return () => {};
  }
  box.setAttribute(LAZY_IMAGE_ATTRIBUTE, "watching");
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      showLazyImage(box);
    },
    { rootMargin: LAZY_IMAGE_ROOT_MARGIN, threshold: LAZY_IMAGE_THRESHOLD },
  );
  observer.observe(box);
  return () => {
    observer.disconnect();
    if (stateOf(box) === "watching") box.setAttribute(LAZY_IMAGE_ATTRIBUTE, "waiting");
  };
}
