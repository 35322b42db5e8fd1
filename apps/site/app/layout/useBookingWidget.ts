import { useEffect } from "react";
import { site } from "@grand-river/content";

/**
 * Loads the booking-widget script once per page life (§2.1), after the page has painted and gone
 * idle, so it never competes with the first paint or the main content for bandwidth.
 */
export function useBookingWidget() {
  useEffect(() => {
    const load = () => {
      if (document.querySelector(`script[src="${site.bookingWidgetScript}"]`)) return;
      const script = document.createElement("script");
      script.src = site.bookingWidgetScript;
      script.async = true;
      document.body.append(script);
    };
    // Safari has no requestIdleCallback; a macrotask after load is the next best moment.
    const whenIdle = () =>
      typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 1);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => window.removeEventListener("load", whenIdle);
  }, []);
}
