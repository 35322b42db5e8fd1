import { existsSync } from "node:fs";
import { chromium } from "playwright";
import { charactersKept, longestEntry } from "./report.mjs";
import { cpuSlowdown, tapAfterLoadMs, typedText } from "./scenarios.mjs";

/** A phone's screen, as Lighthouse's mobile runs emulate it (Moto G Power). */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const chromeArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"];

// Installed before the page's own scripts: every Event Timing entry of 16 ms or more (the smallest
// threshold the browser allows), as the page sees them.
function recordEventTiming() {
  const entries = [];
  Object.defineProperty(window, "__typingBenchEvents", { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * The browser the typing bench drives: Debian's full Chromium, or CHROME_PATH. Not the headless
 * shell the tests and Lighthouse use: the floor (the same visits with no island code) read 152-168
 * ms in the shell and 72-128 ms in the full browser, five runs each, back to back. `npm test` installs
 * only the shell, so a machine set up for the tests alone is told what to install.
 */
export function typingBrowserPath(env = process.env, exists = existsSync) {
  const executable = env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!exists(executable)) {
    throw new Error(
      env.CHROME_PATH
        ? `The typing bench found no browser at CHROME_PATH=${executable}.`
        : "The typing bench runs in Debian's full Chromium, not installed here: apt-get install chromium (or set CHROME_PATH).",
    );
  }
  return executable;
}

/** Opens the typing bench's browser (`typingBrowserPath`) once for a whole bench; `close` ends it. */
export async function openTypingBrowser() {
  const browser = await chromium.launch({ executablePath: typingBrowserPath(), args: chromeArgs });
  return { browser, close: () => browser.close() };
}

// Every script but the page script (app/entry.client.tsx's chunk): an island's code, React, their parts.
const islandCode = /\/assets\/(?!entry\.client-)[^/]+\.js$/;

/**
 * Scrolls a field that is further down into view, as the visitor does, and waits until the page has
 * drawn it there: nobody taps a field before it is on their screen. Without the wait, the tap landed
 * in the very frame that first lays out and paints the sections scrolled to (they render only near
 * the viewport, `content-visibility: auto`), and that rendering, the browser's own, was most of the
 * floor on the home page. A field already in view is tapped at once, at `tapAfterLoadMs`.
 */
async function scrollIntoSight(field) {
  const inView = await field.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  });
  if (inView) return;
  await field.scrollIntoViewIfNeeded();
  await field.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))));
}

/**
 * One visit: a fresh phone profile (no cache, no storage) with the CPU slowed, the page loaded,
 * then 300 ms later a tap on the field and `typedText` typed at once. Waits for the field's island
 * to finish waking, then reads the field and the Event Timing entries. Resolves with
 * { typed, value, kept, longest, stateAtTap }, or { error } when the visit could not be made.
 *
 * With `withoutIslandCode`, every island's code is refused, so the form never wakes: what is left
 * is the browser's own cost of the same taps and keys on this machine now, the floor under the figure.
 */
export async function typeIntoForm(browser, baseUrl, scenario, { withoutIslandCode = false } = {}) {
  const context = await browser.newContext(phone);
  try {
    if (withoutIslandCode) await context.route(islandCode, (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${baseUrl}${scenario.path}`, { waitUntil: "load" });
    await page.waitForTimeout(tapAfterLoadMs);

    const field = page.getByRole("textbox", { name: scenario.field, exact: true });
    const island = page.locator("[data-island]").filter({ has: field });
    // A field that is not on the screen 300 ms after load (a form shown only once its code has
    // run) cannot be typed into: the visit keeps nothing.
    if (!(await field.isVisible())) {
      return { typed: typedText, value: "", kept: 0, longest: null, stateAtTap: "no field to type into" };
    }
    const stateAtTap = await island.getAttribute("data-island-state");
    await scrollIntoSight(field);
    const box = await field.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type(typedText);
    await page.waitForFunction(
      (root) => !["asleep", "waking", "hydrating"].includes(root?.getAttribute("data-island-state") ?? ""),
      await island.elementHandle(),
      { timeout: 30_000 },
    );
    // A last frame for the final entries to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const value = await field.inputValue();
    const entries = await page.evaluate(() => window.__typingBenchEvents);
    return {
      typed: typedText,
      value,
      kept: charactersKept(typedText, value),
      longest: longestEntry(entries),
      stateAtTap,
    };
  } catch (error) {
    return { typed: typedText, error: error.message.split("\n")[0] };
  } finally {
    await context.close();
  }
}
