import { expect, test } from "@playwright/test";
import { pages } from "../app/route-table";

const headings: Record<string, RegExp> = {
  "/": /./,
  "/team": /./,
  "/portfolio": /portfolio/i,
  "/services": /services/i,
  "/ai-report": /AI Strategy Report/i,
  "/videos": /videos/i,
  "/privacy-policy": /Privacy Policy/i,
  "/terms-of-service": /Terms of Service/i,
  "/ai-playbook": /Playbook/i,
  "/grand-rapids-ai-automation": /Grand Rapids/i,
  "/contact": /contact|touch/i,
  "/admin": /admin|work log/i,
};

test.describe("every route of the spec", () => {
  for (const { path } of pages) {
    test(`${path} answers 200 with its own page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(path);
      if (path === "/flyer-port-sheldon") {
        await expect(page.getByRole("img")).toBeVisible();
      } else {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path] ?? /./);
      }
    });
  }
});
