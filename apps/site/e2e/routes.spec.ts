import { expect, test } from "@playwright/test";
import {
  accessibilityStatement,
  adminPage,
  contactPage,
  grandRapidsPage,
  homePage,
  insightsWords,
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
import { headingLevels, waitForPage, wakeIsland } from "./page-helpers";
import { watchPolicy } from "./policy-watch";

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
  "/accessibility": accessibilityStatement.title,
  "/ai-playbook": playbookPage.hero.headline,
  "/grand-rapids-ai-automation": grandRapidsPage.hero.headline,
  "/contact": contactPage.heading,
  "/insights": insightsWords.heading,
  "/admin": adminPage.heading,
};

/**
 * One visit per page, as a visitor who uses all of it: loaded, every island woken, scrolled to
 * the end and left idle. The visit checks everything it shows: the route answers 200 with its own
 * page (its h1 in content's words, looked at after hydration, when the browser's router has matched
 * the path itself: a route table the router reads differently shows up here); it runs under its
 * policy with no violation; no script error or hydration mismatch (React reports one on the
 * console; waking every island gives it the chance); and headings never skip a level. The answer
 * and the policy are the host's, so this runs on every host.
 */
test.describe("every route of the spec", () => {
  for (const { path } of pages) {
    test(`${path} answers 200 with its own page, wakes every island under its policy with no error or mismatch, its headings in order`, async ({
      page,
    }) => {
      const watch = await watchPolicy(page);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // Blocked third-party requests (booking widget, video thumbnails) are expected offline.
        if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-security-policy"], "the page's policy").toContain("script-src");
      await waitForPage(page);
      await expect(page).toHaveURL(path);
      for (const name of await page
        .locator("[data-island-state=asleep]")
        .evaluateAll((all) => all.map((el) => el.getAttribute("data-island")))) {
        await wakeIsland(page, name!);
      }
      // Whatever lazy images and idle-time scripts the page has get their turn.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));

      expect(watch.violations).toEqual([]);
      expect(errors).toEqual([]);
      if (path === "/flyer-port-sheldon") {
        // One image and no heading (pages.spec.ts checks it shows nothing else).
        await expect(page.getByRole("img")).toBeVisible();
        return;
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[path]!);
      const levels = await headingLevels(page);
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) =>
        expect(level, `heading ${i + 1} of ${path}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1),
      );
    });
  }
});
