import { useEffect, useState, type RefObject } from "react";

/** Spec §2.3 / §9: start loading once the image is within 50 px of the viewport. */
export const LAZY_IMAGE_ROOT_MARGIN = "50px";

/** Spec §2.3 / §9: …and at least 10 % of it would be visible. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * True once `ref`'s element has come near the viewport; stays true afterwards.
 * `skip` (priority images) starts it true so nothing waits for an observer.
 */
export function useNearViewport(ref: RefObject<Element | null>, skip: boolean): boolean {
  const [near, setNear] = useState(skip);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element) return;
    // Browsers without IntersectionObserver get the image at once rather than never.
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN, threshold: LAZY_IMAGE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);

  return near;
}
