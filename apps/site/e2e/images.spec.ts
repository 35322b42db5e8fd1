import { expect, test, type Page } from "@playwright/test";
import { pages } from "../app/route-table";
import { waitForPage } from "./page-helpers";

/**
 * Every picture shows, on every page, on a phone, with scripts and without, once the page has been
 * scrolled through: each image in sight has loaded (`naturalWidth` > 0, never the broken image of a
 * missing file), and a raster came as AVIF, the best format the build writes. Pictures on another
 * origin (the video's YouTube poster) cannot load offline and are left out.
 */

interface Shown {
  readonly src: string;
  readonly naturalWidth: number;
}

/** Scrolls the page to its end in half screens, so lazy images near the viewport get their sources; then every image in sight. */
async function imagesInSight(page: Page): Promise<Shown[]> {
  // Driven from here: with scripts off the page runs no timer of its own.
  const { end, step } = await page.evaluate(() => ({
    end: document.documentElement.scrollHeight,
    step: window.innerHeight / 2,
  }));
  for (let y = 0; y <= end; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // A visitor's pace: the observer of lazy pictures hears of each half screen before the next.
    await page.waitForTimeout(100);
  }
  const images = page.locator("img");
  await expect
    .poll(() => images.evaluateAll((all) => all.filter((img) => !(img as HTMLImageElement).complete).length))
    .toBe(0);
  return images.evaluateAll((all) =>
    (all as HTMLImageElement[])
      .filter((img) => {
        const box = img.getBoundingClientRect();
        const url = img.currentSrc || img.src;
        const local = url.startsWith("data:") || new URL(url).origin === location.origin;
        // A carousel's other slides wait beside it, out of sight.
        return local && img.checkVisibility() && box.width > 0 && box.left < innerWidth && box.right > 0;
      })
      .map((img) => ({ src: img.currentSrc || img.src, naturalWidth: img.naturalWidth })),
  );
}

const isRaster = (src: string) => !src.startsWith("data:") && !/\.svg(\?|$)/.test(src);

for (const scripts of [true, false]) {
  test.describe(`every picture shows on a phone, scripts ${scripts ? "on" : "off"}`, () => {
    test.use({
      javaScriptEnabled: scripts,
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.6,
      isMobile: true,
      hasTouch: true,
    });
    for (const { path } of pages) {
      test(`${path}: every image in sight has loaded, and a photo came as AVIF`, async ({ page }) => {
        await page.goto(path);
        if (scripts) await waitForPage(page);
        const shown = await imagesInSight(page);
        for (const image of shown) {
          expect(image.naturalWidth, `${image.src.slice(0, 80)} on ${path}`).toBeGreaterThan(0);
          if (isRaster(image.src)) expect(image.src, `a photo on ${path}`).toMatch(/\.avif$/);
        }
        // With scripts, no picture in sight is still its placeholder: each was given its sources.
        if (scripts)
          expect(
            await page.locator('[data-lazy-image]:not([data-lazy-image="shown"])').evaluateAll(
              (boxes) =>
                boxes.filter((box) => {
                  const { left, right, width } = box.getBoundingClientRect();
                  // A carousel's other slides are hidden from view and from screen readers alike.
                  const aside = box.closest('[aria-hidden="true"]') !== null;
                  return !aside && box.checkVisibility() && width > 0 && left < innerWidth && right > 0;
                }).length,
            ),
            `pictures of ${path} left waiting`,
          ).toBe(0);
        // The pages that show the agency's photos do show them.
        if (path === "/team" || path === "/")
          expect(shown.filter((image) => isRaster(image.src)).length).toBeGreaterThan(0);
      });
    }
  });
}
