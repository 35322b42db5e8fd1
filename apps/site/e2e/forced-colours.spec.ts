import { expect, test, type Locator, type Page } from "@playwright/test";
import { carouselWords, contactFormMessages, footer, portfolioTabs } from "@grand-river/content";
import { pages } from "../app/route-table";
import { renderEveryBand, waitForPage } from "./page-helpers";

/**
 * Windows' contrast themes (`forced-colors: active`): the browser paints every page in a handful of
 * system colours, drops backgrounds and shadows, and keeps borders and outlines. A control drawn as
 * a filled shape, or a state told by a colour, vanishes unless its CSS gives it a border or a system
 * colour there. Each check runs in a light and a dark contrast theme, with the site's own theme
 * matching.
 */
const schemes = ["light", "dark"] as const;
type Scheme = (typeof schemes)[number];

async function openInForcedColours(page: Page, path: string, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, forcedColors: "active" });
  await page.goto(path);
  await waitForPage(page);
  if (scheme === "dark") await page.evaluate(() => document.documentElement.classList.add("dark"));
}

/**
 * What a visitor sees of a control: its pixels and a margin around them, where a focus ring or an
 * error ring sits. The pointer is parked off the page first, so no hover style shows.
 */
async function picture(control: Locator): Promise<Buffer> {
  const page = control.page();
  await page.mouse.move(0, 0);
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not on screen");
  const margin = 6;
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  return page.screenshot({
    clip: { x, y, width: box.width + box.x - x + margin, height: box.height + box.y - y + margin },
    animations: "disabled",
    caret: "hide",
  });
}

/** How each control is drawn: whether it shows, and whether it has a fill, a border, a shadow, an outline. */
function looks(elements: Element[]) {
  const visible = (colour: string) => !/^rgba\(.*, 0\)$|^transparent$/.test(colour);
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const { width, height } = element.getBoundingClientRect();
    const border = ["top", "right", "bottom", "left"].some(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        !["none", "hidden"].includes(style.getPropertyValue(`border-${side}-style`)) &&
        visible(style.getPropertyValue(`border-${side}-color`)),
    );
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent).trim().slice(0, 40)}"`,
      // Native checkboxes, radios and sliders are drawn by the browser itself in system colours.
      native: element instanceof HTMLInputElement && ["checkbox", "radio", "range"].includes(element.type),
      shown: element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && width > 4 && height > 4,
      shape: visible(style.backgroundColor) || border || style.boxShadow !== "none",
      edge: border || (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0),
    };
  });
}

/**
 * The controls drawn as a shape in normal colours (a fill, a border or a shadow: a button, a field,
 * a button-styled link) that show no border or outline in forced colours, where fills and shadows
 * are gone.
 */
async function controlsThatLoseTheirShape(page: Page): Promise<string[]> {
  const controls = page.locator("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab]");
  await page.emulateMedia({ forcedColors: "none" });
  await renderEveryBand(page, { backToTop: true });
  const normal = await controls.evaluateAll(looks);
  await page.emulateMedia({ forcedColors: "active" });
  await renderEveryBand(page, { backToTop: true });
  const forced = await controls.evaluateAll(looks);
  return normal.flatMap((control, index) =>
    control.shown && !control.native && control.shape && !forced[index]?.edge ? [control.name] : [],
  );
}

for (const scheme of schemes) {
  test.describe(`in a ${scheme} contrast theme (forced colours)`, () => {
    for (const { path } of pages) {
      test(`${path}: every control drawn as a shape keeps a visible border`, async ({ page }) => {
        await openInForcedColours(page, path, scheme);
        expect(await controlsThatLoseTheirShape(page)).toEqual([]);
      });
    }

    test("the floating Schedule a Call button keeps its outline, and shows when it is focused", async ({ page }) => {
      await openInForcedColours(page, "/services", scheme);
      const button = page.getByRole("link", { name: "Schedule a Call" });
      const resting = await picture(button);
      await button.focus();
      expect(await picture(button), "focused against resting").not.toEqual(resting);
    });

    test("the portfolio's selected tab looks unlike the same tab unselected", async ({ page }) => {
      await openInForcedColours(page, "/portfolio", scheme);
      const [all, websites] = portfolioTabs;
      const allTab = page.getByRole("tab", { name: all.label });
      await expect(allTab).toHaveAttribute("aria-selected", "true");
      const selected = await picture(allTab);
      await page.getByRole("tab", { name: websites.label }).click();
      await expect(allTab).toHaveAttribute("aria-selected", "false");
      expect(await picture(allTab)).not.toEqual(selected);
    });

    test("a carousel's current slide dot looks unlike the same dot when another slide is shown", async ({ page }) => {
      await openInForcedColours(page, "/ai-report", scheme);
      const firstDot = page.getByRole("button", { name: carouselWords.goToSlide.replace("{slide}", "1") });
      await expect(firstDot).toHaveAttribute("aria-current", "true");
      const current = await picture(firstDot);
      await page.getByRole("button", { name: carouselWords.next }).click();
      await expect(firstDot).not.toHaveAttribute("aria-current", "true");
      expect(await picture(firstDot)).not.toEqual(current);
    });

    test("a field marked invalid looks unlike the same field before", async ({ page }) => {
      await openInForcedColours(page, "/contact", scheme);
      const name = page.getByRole("textbox", { name: contactFormMessages.fields.name.label, exact: true });
      const valid = await picture(name);
      await page.getByRole("button", { name: contactFormMessages.submit }).click();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      // The form sends focus to the first invalid field; compared without its focus ring.
      await name.blur();
      expect(await picture(name)).not.toEqual(valid);
    });

    test("the dark-mode switch looks different on and off", async ({ page }) => {
      await openInForcedColours(page, "/team", scheme);
      const toggle = page.getByRole("switch", { name: footer.darkModeLabel });
      const row = page.locator("label").filter({ has: toggle });
      const before = await picture(row);
      await row.click();
      await toggle.blur();
      expect(await picture(row)).not.toEqual(before);
    });
  });
}

test.describe("in a contrast theme with scripts off (forced colours)", () => {
  test.use({ javaScriptEnabled: false });

  test("a form's send button looks disabled until its script runs", async ({ page, browser, baseURL }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await page.goto("/contact");
    const send = page.getByRole("button", { name: contactFormMessages.submit });
    await expect(send).toBeDisabled();
    const disabled = await picture(send);

    // A page of its own, with scripts: a new page takes the file's options unless told otherwise.
    const withScripts = await browser.newPage({ baseURL, javaScriptEnabled: true });
    await withScripts.emulateMedia({ forcedColors: "active" });
    await withScripts.goto("/contact");
    await waitForPage(withScripts);
    const enabled = withScripts.getByRole("button", { name: contactFormMessages.submit });
    await expect(enabled).toBeEnabled();
    expect(await picture(enabled)).not.toEqual(disabled);
    await withScripts.close();
  });
});
