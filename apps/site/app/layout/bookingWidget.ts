/**
 * Marks a link to the scheduling page; its value is the booking-widget library's address. The page
 * script reads it from the link, so it needs none of the site's words to load the widget.
 */
export const BOOKING_WIDGET_ATTRIBUTE = "data-booking-widget";

/**
 * Loads the booking-widget library (§2.1) at the first sign of wanting to book, a pointer over or
 * focus on a booking link, and once per page: a visitor who never books never downloads it.
 *
 * The booking links are prerendered, so it listens on each link, not on the document: a touch
 * anywhere else on the page runs no script of ours, and the browser dispatches no event for it.
 */
export function loadBookingWidgetOnIntent(root: Document = document): void {
  const links = root.querySelectorAll(`a[${BOOKING_WIDGET_ATTRIBUTE}]`);
  const reachedFor = new AbortController();
  const onIntent = (event: Event) => {
    const src = (event.currentTarget as Element).getAttribute(BOOKING_WIDGET_ATTRIBUTE);
    if (!src) return;
    reachedFor.abort();
    if ([...root.scripts].some((script) => script.getAttribute("src") === src)) return;
    const script = root.createElement("script");
    script.src = src;
    script.async = true;
    root.body.append(script);
  };
  for (const link of links)
    for (const type of ["pointerover", "focusin", "touchstart"])
      link.addEventListener(type, onIntent, { passive: true, signal: reachedFor.signal });
}
