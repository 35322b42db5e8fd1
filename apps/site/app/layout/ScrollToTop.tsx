import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/** Every navigation starts at the top of the page (§2.1), back and forward included. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
