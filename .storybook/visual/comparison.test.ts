/**
 * The visual comparison that guards every story, tested on its own: a fixed picture matches its
 * committed baseline, and the same picture with one pixel one shade off does not. Runs with the
 * stories' browser and comparator settings (the root vitest.config.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { page } from "vitest/browser";

const BASELINE = "comparison/teal-square";

/** A 24 × 24 square of the site's primary teal, with a 1 × 1 dot in its middle of `dotColour`. */
function drawSquare(dotColour: string): HTMLElement {
  const square = document.createElement("div");
  square.style.cssText = "position:relative;width:24px;height:24px;background:rgb(15,118,110)";
  const dot = document.createElement("div");
  dot.style.cssText = `position:absolute;left:12px;top:12px;width:1px;height:1px;background:${dotColour}`;
  square.append(dot);
  document.body.append(square);
  return square;
}

afterEach(() => document.body.replaceChildren());

describe("the visual comparison", () => {
  it("passes when the picture is its baseline, pixel for pixel", async () => {
    const square = drawSquare("rgb(15,118,110)");
    await expect.element(page.elementLocator(square)).toMatchScreenshot(BASELINE);
  });

  it("fails when one pixel is the next shade of teal, and says where to look", async () => {
    // The design's primary (#0f766e) against Tailwind's teal-600 (#0d9488): a wrong token, one pixel.
    const square = drawSquare("rgb(13,148,136)");
    const failure = await expect
      .element(page.elementLocator(square))
      // It retries until the timeout before failing; the time also lets two screenshots in a row
      // agree (a "stable" one) on a busy CI machine, where 2 s was once not enough.
      .toMatchScreenshot(BASELINE, { timeout: 8_000 })
      .then(
        () => "",
        // Without the terminal colours a CI run adds to the message (they start with ESC).
        // eslint-disable-next-line no-control-regex
        (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, ""),
      );
    expect(failure).toContain("1 pixels (ratio 0.01) differ");
    // The failure leaves the picture to look at: what was drawn, and the diff against the baseline.
    expect(failure).toMatch(/reports\/visual\/comparison\/teal-square-diff\.png/);
  });
});
