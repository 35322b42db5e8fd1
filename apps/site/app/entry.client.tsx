/**
 * The one script a page loads at start (see docs/architecture.md, "HTML first"). It runs no framework: it wires
 * the chrome's plain-DOM behaviours (the header, mobile menu, dark-mode switch, lazy images), loads
 * the booking widget when a visitor reaches for a booking link, and, on a page with islands, loads
 * the runtime that wakes them, each of which loads React and its own code only when it is needed.
 */
import { enhance } from "@grand-river/ui/enhance";
import { ISLAND } from "./hydration/contract";
import { startWhenIslandsNear } from "./hydration/deferredRuntime";
import { loadBookingWidgetOnIntent } from "./layout/bookingWidget";

// Says the page's behaviours are wired: something a test (or a stylesheet) can wait for.
const ready = () => document.documentElement.setAttribute("data-page-script", "ready");

enhance(document);
loadBookingWidgetOnIntent(document);
// Only a page with islands needs the runtime that wakes them: its own chunk, which the build
// preloads on those pages beside this script (postbuild/page-script.ts), unless every island sits
// below the page's words, when it is fetched only as one nears the screen.
const islands = [...document.querySelectorAll(`[${ISLAND.name}]`)];
const startIslands = () => import("./pageIslands").then(({ wakePageIslands }) => wakePageIslands());
if (islands.length === 0) ready();
else if (islands.every((island) => island.hasAttribute(ISLAND.deferRuntime))) {
  startWhenIslandsNear(islands, startIslands);
  ready();
} else void startIslands().then(ready);
