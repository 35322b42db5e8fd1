import { expect, test, type Locator, type Page } from "@playwright/test";

const background = (control: Locator) => control.evaluate((element) => getComputedStyle(element).backgroundColor);

/** /ai-report's first Next arrow, scrolled into view, and its background before anything touches it. */
async function nextArrow(page: Page) {
  await page.goto("/ai-report");
  const next = page.getByRole("button", { name: "Next slide" }).first();
  await next.scrollIntoViewIfNeeded();
  return { next, untouched: await background(next) };
}

// Hover looks are for pointers that hover. A phone puts `:hover` on whatever a finger taps and keeps
// it there, so a tapped control would change its look before answering and stay lit afterwards.
test.describe("a carousel arrow", () => {
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

    test("keeps its look after a tap", async ({ page }) => {
      const { next, untouched } = await nextArrow(page);
      await next.tap();
      await expect(page.getByRole("group", { name: /^2 of/ }).first()).toBeVisible();
      expect(await background(next)).toBe(untouched);
    });
  });

  test("shows its hover look to a mouse", async ({ page }) => {
    const { next, untouched } = await nextArrow(page);
    await next.hover();
    await expect.poll(() => background(next)).not.toBe(untouched);
  });
});
