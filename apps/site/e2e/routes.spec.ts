import { expect, test } from "@playwright/test";
import {
  adminPage,
  contactPage,
  grandRapidsPage,
  homePage,
  playbookPage,
  portfolioPage,
  privacyPolicy,
  reportPage,
  servicesPage,
  teamPage,
  termsOfService,
  videosPage,
} from "@grand-river/content";
import { pages } from "../app/route-table";
import { HOST, waitForPage } from "./page-helpers";

/** Each page's h1, as content words it: a page that shows another page's words fails here. */
const headings: Record<string, string> = {
  "/": homePage.hero.headline,
  "/team": teamPage.heading,
  "/portfolio": portfolioPage.heading,
  "/services": servicesPage.heading,
  "/ai-report": reportPage.hero.headline,
  "/videos": videosPage.heading,
  "/privacy-policy": privacyPolicy.title,
  "/terms-of-service": termsOfService.title,
  "/ai-playbook": playbookPage.hero.headline,
  "/grand-rapids-ai-automation": grandRapidsPage.hero.headline,
  "/contact": contactPage.heading,
  "/admin": adminPage.heading,
};

test.describe("every route of the spec", { tag: HOST }, () => {
  for (const { path } of pages) {
    test(`${path} answers 200 with its own page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Looked at after hydration, when the browser's router has matched the path itself: a
      // route table the router reads differently (say, case-insensitively) shows up here.
      await waitForPage(page);
      await expect(page).toHaveURL(path);
      if (path === "/flyer-port-sheldon") {
        await expect(page.getByRole("img")).toBeVisible();
      } else {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path]!);
      }
    });
  }
});
