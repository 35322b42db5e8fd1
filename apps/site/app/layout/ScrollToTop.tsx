import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every navigation starts at the top of the page (§2.1). Not the first render: hydration must not
 * yank a visitor who scrolled while the page loaded, or one who followed a link to an #anchor.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
