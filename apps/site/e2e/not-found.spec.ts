import { expect, test } from "@playwright/test";
import { waitForPage } from "./page-helpers";

// The last two hold a line separator and a newline: any path, however odd, gets the page.
const unknownPaths = ["/does-not-exist", "/team/extra", "/TEAM", "/line%E2%80%A8separator", "/new%0Aline"];

test.describe("unknown paths show the not-found page", () => {
  for (const path of unknownPaths) {
    test(`${path} answers 404 with the not-found text and links`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      // After the page script too, which must leave the page as it is.
      await waitForPage(page);
      const main = page.getByRole("main");
      await expect(main.getByText("Oops! The page you're looking for cannot be found.")).toBeVisible();
      for (const [name, href] of [
        ["Home", "/"],
        ["Services", "/services"],
        ["Portfolio", "/portfolio"],
        ["AI Strategy Report", "/ai-report"],
        ["Team", "/team"],
      ]) {
        await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
      }
    });
  }

  test("the not-found page is kept out of search", async ({ request }) => {
    const html = await (await request.get("/404.html")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Oops! The page you&#x27;re looking for cannot be found.");
  });
});
