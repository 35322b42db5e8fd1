import { useEffect, useState } from "react";

/** Spec §2.2 / §9: the navbar turns opaque once the page has scrolled more than this many px. */
export const NAVBAR_SCROLL_THRESHOLD = 20;

/** True while the window is scrolled more than `threshold` px; false on the server and at first paint. */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // A reload or a back navigation can land mid-page.
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);

  return scrolled;
}
