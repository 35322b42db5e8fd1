import { expect, type Locator, type Page, type Request } from "@playwright/test";

/**
 * The spam trap's field name, written out: docs/security.md tells every webhook receiver to refuse a
 * submission that carries it, so it is a contract, and a rename in the forms must fail these tests.
 */
export const HONEYPOT_FIELD = "contact_me_by_fax_only";

/**
 * Resolves once the page is as a visitor finds it after loading: its script has run (the chrome
 * behaves; pages with no script, the flyer, resolve at once) and no island is halfway through
 * waking. No island wakes by itself: each waits for a visitor to reach for it or scroll to it.
 */
export async function waitForPage(page: Page) {
  await page.waitForFunction(() => {
    const script = document.querySelector("script[type=module]");
    if (script && document.documentElement.dataset.pageScript !== "ready") return false;
    const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    return islands.every((island) => !["waking", "hydrating"].includes(island.dataset.islandState ?? ""));
  });
}

/** How long no request may start or end before the page's network counts as settled. */
const QUIET_MS = 500;

/**
 * Follows the page's requests from now on; what it returns resolves once none is in flight and
 * none has started or ended for half a second. Not Playwright's "networkidle": once fired, that is
 * not waited for again after a scroll or a tap, and a frame whose navigation a test refuses (the
 * video's player) can keep it from firing at all.
 */
export function followRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
        message: "the page's requests settle",
        intervals: [100],
      })
      .toBe(true);
}

/** An island's root, by its name (its module's file name in app/islands/). */
export function island(page: Page, name: string): Locator {
  return page.locator(`[data-island="${name}"]`);
}

/** Wakes an island as a visitor would (scrolls to it, reaches for it) and waits until it is awake. */
export async function wakeIsland(page: Page, name: string) {
  const root = island(page, name);
  await root.scrollIntoViewIfNeeded();
  await root.dispatchEvent("pointerover");
  await expect(root).toHaveAttribute("data-island-state", "awake");
}

/** The link leaves the site in a new tab without handing the new page a reference back. */
export async function expectOpensInNewTab(link: Locator, href?: string) {
  if (href !== undefined) await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** A section of a page: a region named by its heading. */
export function region(scope: Page | Locator, name: string) {
  return scope.getByRole("region", { name, exact: true });
}

/** Heading levels of everything the page's main area shows, in document order. */
export async function headingLevels(page: Page) {
  return page
    .getByRole("main")
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((h) => Number(h.getAttribute("aria-level") ?? h.tagName.slice(1))));
}

/**
 * Scrolls through the page a screen at a time, a frame at each, as a reader does, then back to the
 * top with `backToTop`. A band below the screen renders only as it nears it (`content-visibility:
 * auto`), and Chromium 156 answers `getComputedStyle` inside a band it has skipped since the theme
 * changed with the colours from before. A frame that has not come within a second does not hold the
 * scroll: a headless browser on a loaded machine can stall its frames while its scripts still run.
 */
export async function renderEveryBand(page: Page, { backToTop = false } = {}) {
  await page.evaluate(async (thenToTop) => {
    const nextFrame = () =>
      Promise.race([
        new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
        new Promise((late) => setTimeout(late, 1000)),
      ]);
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await nextFrame();
    }
    if (!thenToTop) return;
    window.scrollTo(0, 0);
    await nextFrame();
  }, backToTop);
}
