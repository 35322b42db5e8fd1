/**
 * Marks a link to the scheduling page; its value is the booking-widget library's address. The page
 * script reads it from the link, so it needs none of the site's words to load the widget.
 */
export const BOOKING_WIDGET_ATTRIBUTE = "data-booking-widget";

/**
 * Loads the booking-widget library (§2.1) at the first sign of wanting to book, a pointer over or
 * focus on a booking link, and once per page: a visitor who never books never downloads it.
 */
export function loadBookingWidgetOnIntent(root: Document = document): void {
  const intents = ["pointerover", "focusin", "touchstart"] as const;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${BOOKING_WIDGET_ATTRIBUTE}]`) : null;
    const src = link?.getAttribute(BOOKING_WIDGET_ATTRIBUTE);
    if (!src) return;
    for (const type of intents) root.removeEventListener(type, onIntent, true);
    if ([...root.scripts].some((script) => script.getAttribute("src") === src)) return;
    const script = root.createElement("script");
    script.src = src;
    script.async = true;
    root.body.append(script);
  };
  for (const type of intents) root.addEventListener(type, onIntent, { capture: true, passive: true });
}
