import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// This file runs before each test file; the files share one jsdom and one module graph
// (vitest.config.ts), so each starts here on an empty page with nothing stored, as a new tab would.
document.body.replaceChildren();
document.documentElement.removeAttribute("style");
document.documentElement.removeAttribute("class");
localStorage.clear();
sessionStorage.clear();

afterEach(cleanup);

// What every browser has and jsdom lacks, as a browser with default settings would answer, so the
// components need no guard for jsdom. A test that needs another answer stubs it (vi.stubGlobal).
if (typeof window.matchMedia !== "function") {
  // Its listeners are real but never called: nothing here changes the answer.
  window.matchMedia = (query: string) =>
    Object.assign(new EventTarget(), { matches: false, media: query, onchange: null }) as MediaQueryList;
}
// Pointer capture does nothing here: jsdom dispatches no pointer events of its own to redirect.
if (typeof Element.prototype.setPointerCapture !== "function") Element.prototype.setPointerCapture = () => {};
if (typeof Element.prototype.releasePointerCapture !== "function") Element.prototype.releasePointerCapture = () => {};
