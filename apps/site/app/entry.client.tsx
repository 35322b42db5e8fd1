/**
 * The one script a page loads at start (see docs/architecture.md, "HTML first"). It runs no framework: it wires
 * the chrome's plain-DOM behaviours (the header, mobile menu, dark-mode switch, lazy images), loads
 * the booking widget when a visitor reaches for a booking link, and, on a page with islands, loads
 * the runtime that wakes them, each of which loads React and its own code only when it is needed.
 */
import { enhance } from "@grand-river/ui/enhance";
import { ISLAND } from "./hydration/contract";
import { loadBookingWidgetOnIntent } from "./layout/bookingWidget";

// Says the page's behaviours are wired: something a test (or a stylesheet) can wait for.
const ready = () => document.documentElement.setAttribute("data-page-script", "ready");

enhance(document);
loadBookingWidgetOnIntent(document);
// Only a page with islands needs the runtime, which wakes them as it loads: its own chunk, which the
// build preloads on those pages beside this script (postbuild/page-script.ts). Islands that wait
// below the page's words (a post's newsletter form) are not this script's: the page's bootstrap
// fetches the runtime as one nears the screen, so such a page starts with this script alone.
if (document.querySelector(`[${ISLAND.name}]:not([${ISLAND.deferRuntime}])`)) void import("./pageIslands").then(ready);
else ready();
