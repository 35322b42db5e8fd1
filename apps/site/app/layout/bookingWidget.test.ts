// @vitest-environment jsdom
import { BOOKING_WIDGET_ATTRIBUTE, loadBookingWidgetOnIntent } from "./bookingWidget";

const widget = "https://assets.calendly.com/assets/external/widget.js";
const widgetScripts = () => document.querySelectorAll(`script[src="${widget}"]`);

beforeEach(() => {
  document.body.innerHTML = `
    <a href="/team">Team</a>
    <a href="https://calendly.com/x" ${BOOKING_WIDGET_ATTRIBUTE}="${widget}">Book Discovery Call</a>
    <a href="https://calendly.com/x" ${BOOKING_WIDGET_ATTRIBUTE}="${widget}">Book again</a>`;
});

const booking = () => document.querySelector<HTMLAnchorElement>(`a[${BOOKING_WIDGET_ATTRIBUTE}]`)!;

describe("loadBookingWidgetOnIntent", () => {
  it("loads nothing until a visitor reaches for a booking link", () => {
    loadBookingWidgetOnIntent(document);
    document.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }));

    expect(widgetScripts()).toHaveLength(0);
  });

  it.each(["pointerover", "focusin", "touchstart"])("loads the widget once on %s over a booking link", (type) => {
    loadBookingWidgetOnIntent(document);

    booking().dispatchEvent(new Event(type, { bubbles: true }));
    booking().dispatchEvent(new Event(type, { bubbles: true }));
    document.querySelectorAll("a")[2]!.dispatchEvent(new Event("focusin", { bubbles: true }));

    expect(widgetScripts()).toHaveLength(1);
    expect(widgetScripts()[0]).toHaveProperty("async", true);
  });
});
