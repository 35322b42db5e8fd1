/**
 * The one script a page loads at start (see README, "HTML first"). It runs no framework: it wires
 * the chrome's plain-DOM behaviours (the header, mobile menu, dark-mode switch, lazy images), loads
 * the booking widget when a visitor reaches for a booking link, and wakes the page's islands, each
 * of which loads React and its own code only when it is needed.
 */
import { enhance } from "@grand-river/ui/enhance";
import { islandLoaders } from "./hydration/registry";
import { wakeIslands } from "./hydration/runtime";
import { loadBookingWidgetOnIntent } from "./layout/bookingWidget";

enhance(document);
loadBookingWidgetOnIntent(document);
wakeIslands(document, islandLoaders);
// Says the page's behaviours are wired: something a test (or a stylesheet) can wait for.
document.documentElement.setAttribute("data-page-script", "ready");
