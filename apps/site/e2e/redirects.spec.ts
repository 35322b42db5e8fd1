import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { redirects } from "../app/route-table";
import { encodePath } from "../postbuild/static-files";
import { waitForPage } from "./page-helpers";

const origin = (process.env.VITE_SITE_ORIGIN ?? "https://grandriverai.com").replace(/\/$/, "");
const clientDir = path.join(import.meta.dirname, "..", process.env.SITE_BUILD_DIR ?? "build", "client");

test.describe("old and misspelt paths redirect", () => {
  for (const { from, to } of redirects) {
    test(`"${from}" lands on ${to}`, async ({ page }) => {
      await page.goto(encodePath(from));
      await expect(page).toHaveURL(to);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("for hosts without _redirects, the build writes each old path a page that sends crawlers and browsers on", () => {
    // Read from the build: a host that reads _redirects (Cloudflare's) never serves these pages.
    for (const { from, to } of redirects) {
      const html = readFileSync(path.join(clientDir, from.slice(1), "index.html"), "utf8");
      expect(html, from).toContain('<html lang="en">');
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html, from).toContain(`<link rel="canonical" href="${origin}${to}">`);
      expect(html, from).toContain('<meta name="robots" content="noindex">');
    }
  });

  test("hosts that read _redirects get a real 301 for each redirect path (hosts/ checks each host answers it)", () => {
    const body = readFileSync(path.join(clientDir, "_redirects"), "utf8");
    for (const { from, to } of redirects) {
      expect(body).toContain(`${encodePath(from)}  ${to}  301`);
    }
  });

  test("a link to a redirect path inside the site also lands on its target", async ({ page }) => {
    await page.goto("/contact");
    await waitForPage(page);
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/grand-rapids-ai";
      a.textContent = "old link";
      document.querySelector("main")?.append(a);
    });
    await page.getByRole("link", { name: "old link" }).click();
    await expect(page).toHaveURL("/grand-rapids-ai-automation");
  });
});
