import { expect, test, type Page } from "@playwright/test";
import { homePage, playbookPage, portfolioTabs, reportPage } from "@grand-river/content";
import { followRequests, island, region, waitForPage } from "./page-helpers";

/**
 * What is in React's build and in nothing else the site serves: React's internals object
 * (`react`) and the key React DOM stores its fibers under on each element (`react-dom`). The last
 * test finds them in what a form fetches, so a React build cannot slip past under another name.
 */
const REACT_BUILD = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|__reactFiber\$/;

/** Every script the page fetches from the site, with its text, as the browser received it. */
function scriptsFetched(page: Page): () => Promise<{ file: string; text: string }[]> {
  const fetched: Promise<{ file: string; text: string }>[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === "script" || url.pathname.endsWith(".js"))
      fetched.push(response.text().then((text) => ({ file: url.pathname.split("/").pop()!, text })));
  });
  return () => Promise.all(fetched);
}

/** The fetched scripts with a React build in them, by file name. */
async function reactFetched(scripts: () => Promise<{ file: string; text: string }[]>) {
  return (await scripts()).filter(({ text }) => REACT_BUILD.test(text)).map(({ file }) => file);
}

/** The island's files as its page lists them (`data-island-files`), by file name. */
async function islandFiles(page: Page, name: string) {
  const files = (await island(page, name).getAttribute("data-island-files")) ?? "";
  return files.split(" ").map((file) => file.split("/").pop()!);
}

/**
 * A visitor on a phone scrolls to a widget whose taps need no framework and uses it: the page
 * fetches the widget's own code, and no React with it. Other origins are refused (the video's
 * poster and player are YouTube's), so what is read is the site's.
 */
test.describe("a widget that needs no React loads none", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page, baseURL }) => {
    await page.route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.abort(),
    );
  });

  test("/portfolio: scrolling to the tabs and tapping one", async ({ page }) => {
    const scripts = scriptsFetched(page);
    const settled = followRequests(page);
    await page.goto("/portfolio");
    await waitForPage(page);
    const [, websites] = portfolioTabs;
    const tab = page.getByRole("tab", { name: websites.label });

    await tab.scrollIntoViewIfNeeded();
    await tab.tap();

    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(island(page, "PortfolioIsland")).toHaveAttribute("data-island-state", "awake");
    await settled();
    const fetched = (await scripts()).map(({ file }) => file);
    expect(fetched).toEqual(expect.arrayContaining(await islandFiles(page, "PortfolioIsland")));
    expect(await reactFetched(scripts)).toEqual([]);
  });

  test("/ai-report: scrolling to the previews and tapping the carousel's arrow", async ({ page }) => {
    const scripts = scriptsFetched(page);
    const settled = followRequests(page);
    await page.goto("/ai-report");
    await waitForPage(page);
    const carousel = page
      .getByRole("region", { name: reportPage.previews.heading, exact: false })
      .locator('[aria-roledescription="carousel"]');

    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Next slide" }).tap();

    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(island(page, "ReportPreviewsIsland")).toHaveAttribute("data-island-state", "awake");
    await settled();
    const fetched = (await scripts()).map(({ file }) => file);
    expect(fetched).toEqual(expect.arrayContaining(await islandFiles(page, "ReportPreviewsIsland")));
    expect(await reactFetched(scripts)).toEqual([]);
  });

  test("/: scrolling to the video, above the newsletter form, and playing it", async ({ page }) => {
    const scripts = scriptsFetched(page);
    const settled = followRequests(page);
    await page.goto("/");
    await waitForPage(page);
    const video = region(page, homePage.introVideo.heading);
    const play = video.getByRole("button", { name: homePage.introVideo.playLabel });

    await play.scrollIntoViewIfNeeded();
    await play.tap();

    await expect(video.locator(`iframe[title="${homePage.introVideo.videoTitle}"]`)).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\//,
    );
    await expect(island(page, "VideoIsland")).toHaveAttribute("data-island-state", "awake");
    await settled();
    const fetched = (await scripts()).map(({ file }) => file);
    expect(fetched).toEqual(expect.arrayContaining(await islandFiles(page, "VideoIsland")));
    expect(await reactFetched(scripts)).toEqual([]);
  });

  test("/ai-playbook: the samples carousel fetches no React, and the form, once reached for, does", async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    const settled = followRequests(page);
    await page.goto("/ai-playbook");
    await waitForPage(page);
    const carousel = page
      .getByRole("region", { name: playbookPage.samples.heading, exact: false })
      .locator('[aria-roledescription="carousel"]');

    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Next slide" }).tap();

    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(island(page, "PlaybookSamplesIsland")).toHaveAttribute("data-island-state", "awake");
    await settled();
    expect(await reactFetched(scripts)).toEqual([]);

    const name = page.getByRole("textbox", { name: "Full name", exact: true });
    await name.scrollIntoViewIfNeeded();
    await name.tap();

    await expect(island(page, "PlaybookFormIsland")).toHaveAttribute("data-island-state", "awake");
    await settled();
    expect(await reactFetched(scripts)).not.toEqual([]);
  });
});
