import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Route } from "@playwright/test";
import {
  contactPage,
  footer,
  homePage,
  plainText,
  playbookPage,
  projectsForTab,
  reportPage,
  scriptRequiredNote,
  site,
} from "@grand-river/content";
import { pages } from "../app/route-table";
import { arrivals, uniqueTag } from "./inbox";
import { followRequests, island, region, waitForPage } from "./page-helpers";

/** Every JS file the page fetches from the site, by file name. */
function scriptsFetched(page: Page): () => string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.startsWith("/assets/"))
      files.push(url.pathname.split("/").pop()!);
  });
  return () => files;
}
const isReact = (file: string) => /^react-/.test(file);

/** Holds back the named island's code until `release()`, as a slow phone network would. */
async function holdIsland(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${name}-*.js`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Pages that are words and links run no framework, and a page with islands loads no React until
 * one wakes: each page's start-up is its page script (and the islands runtime where it has
 * islands), whatever the visitor scrolls past, since nothing wakes until reached for.
 */
test.describe("until a visitor touches, a page loads its page script and nothing else", () => {
  // A phone, as Lighthouse's mobile runs and `pnpm size` count a page's start-up.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  /** The page script's files and the islands runtime's, as the build recorded them for `pnpm size` (build/islands.json). */
  const build = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", process.env.SITE_BUILD_DIR ?? "build", "islands.json"), "utf8"),
  ) as { pageScript: string[]; islandRuntime: string[] };
  const fileNames = (files: string[]) => files.map((file) => file.split("/").pop()!);

  for (const route of [...pages.map((entry) => entry.path), "/no-such-page"]) {
    test(`${route} fetches only what \`pnpm size\` counts as its start-up JS until touched or scrolled`, async ({
      page,
    }) => {
      const fetched = scriptsFetched(page);
      const settled = followRequests(page);
      await page.goto(route);
      await waitForPage(page);
      await settled();

      // The flyer loads no script; a page with islands loads the runtime that wakes them too.
      const hasIslands = (await page.locator("[data-island]").count()) > 0;
      const expected =
        route === "/flyer-port-sheldon"
          ? []
          : fileNames([...build.pageScript, ...(hasIslands ? build.islandRuntime : [])]);
      expect(fetched().sort()).toEqual(expected.sort());
      for (const asleep of await page.locator("[data-island]").all())
        await expect(asleep).toHaveAttribute("data-island-state", /^(asleep|dormant)$/);

      // Then everything a visitor does without touching a widget: scroll to the end and reach for
      // nothing. Whatever the scroll starts asks for its script in the frames drawn after it,
      // before the page is next idle. Only an island that wakes when scrolled into sight may, or a
      // plain-DOM one, whose few kilobytes are fetched in sight though it stays asleep.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 5_000 }))),
          ),
      );
      await settled();
      const bySight = await page
        .locator('[data-island][data-wake="sight"], [data-island][data-island-preload-in-sight]')
        .evaluateAll((islands) => islands.flatMap((island) => island.getAttribute("data-island-files")!.split(" ")));
      expect(fetched().filter((file) => !expected.includes(file) && !fileNames(bySight).includes(file))).toEqual([]);
      if (bySight.length === 0) expect(fetched().filter(isReact)).toEqual([]);
      for (const asleep of await page.locator('[data-island]:not([data-wake="sight"])').all())
        await expect(asleep).toHaveAttribute("data-island-state", /^(asleep|dormant)$/);
    });
  }
});

test.describe("islands wake when they are needed", () => {
  test("a form on the first screen loads its code when the visitor reaches for it, and not before", async ({
    page,
  }) => {
    const fetched = scriptsFetched(page);
    const settled = followRequests(page);
    await page.goto("/contact");
    await waitForPage(page);
    await settled();
    await expect(island(page, "ContactFormIsland")).toHaveAttribute("data-island-state", "asleep");
    expect(fetched().filter(isReact)).toEqual([]);

    await page.getByRole("textbox", { name: "Name", exact: true }).click();

    await expect(island(page, "ContactFormIsland")).toHaveAttribute("data-island-state", "awake");
    expect(fetched().some(isReact)).toBe(true);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  });

  test("a form further down stays asleep on a tall screen with all of it in view, until reached for", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 8000 });
    const settled = followRequests(page);
    await page.goto("/ai-playbook");
    await waitForPage(page);
    await settled();

    await expect(island(page, "PlaybookFormIsland")).toHaveAttribute("data-island-state", "asleep");
    await page.getByRole("textbox", { name: "Full name", exact: true }).hover();
    await expect(island(page, "PlaybookFormIsland")).toHaveAttribute("data-island-state", "awake");
  });

  test("a form far down the page stays asleep when scrolled to, and wakes when reached for", async ({ page }) => {
    const fetched = scriptsFetched(page);
    const settled = followRequests(page);
    await page.goto("/");
    await waitForPage(page);

    await page.getByRole("heading", { name: homePage.newsletter.heading }).scrollIntoViewIfNeeded();
    await settled();
    await expect(island(page, "NewsletterIsland")).toHaveAttribute("data-island-state", "asleep");
    expect(fetched().filter(isReact)).toEqual([]);

    await page.getByRole("textbox", { name: "Email address", exact: true }).click();

    await expect(island(page, "NewsletterIsland")).toHaveAttribute("data-island-state", "awake");
    expect(fetched().some(isReact)).toBe(true);
    // The video above it was scrolled past, never touched: it stays asleep.
    await expect(island(page, "VideoIsland")).toHaveAttribute("data-island-state", "asleep");
  });

  test("the video wakes when touched, and the press that woke it plays the video", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    const video = region(page, homePage.introVideo.heading);

    await video.getByRole("button", { name: homePage.introVideo.playLabel }).click();

    await expect(video.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
    await expect(video.locator("iframe")).toHaveCount(1);
  });

  test("the portfolio filter wakes on touch, and the tab pressed first is the one chosen", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForPage(page);
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading") }),
    ).toHaveCount(19);

    await page.getByRole("tab", { name: "Websites" }).click();

    await expect(page.getByRole("tab", { name: "Websites" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveCount(
      projectsForTab("website").length,
    );
  });

  test("a carousel wakes once scrolled into sight, untouched, so its first arrow is answered at once", async ({
    page,
  }) => {
    const settled = followRequests(page);
    await page.goto("/ai-playbook");
    await waitForPage(page);
    await settled();
    const samples = page.getByRole("region", { name: playbookPage.samples.heading, exact: false });
    await expect(island(page, "PlaybookSamplesIsland")).toHaveAttribute("data-island-state", "asleep");

    await samples.scrollIntoViewIfNeeded();

    await expect(island(page, "PlaybookSamplesIsland")).toHaveAttribute("data-island-state", "awake");
    // A form waits to be reached for, whether scrolled into sight or not.
    await expect(island(page, "PlaybookFormIsland")).toHaveAttribute("data-island-state", "asleep");
    const carousel = samples.locator('[aria-roledescription="carousel"]');
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });

  test("a carousel wakes on touch, and the arrow pressed first moves it one slide", async ({ page }) => {
    await page.goto("/ai-playbook");
    await waitForPage(page);
    const carousel = page
      .getByRole("region", { name: playbookPage.samples.heading, exact: false })
      .locator('[aria-roledescription="carousel"]');

    await carousel.getByRole("button", { name: "Next slide" }).click();

    await expect(carousel.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });

  test("every arrow pressed while the carousel's code is on its way counts, in order", async ({ page }) => {
    const release = await holdIsland(page, "PlaybookSamplesIsland");
    await page.goto("/ai-playbook");
    await waitForPage(page);
    const carousel = page
      .getByRole("region", { name: playbookPage.samples.heading, exact: false })
      .locator('[aria-roledescription="carousel"]');
    const next = carousel.getByRole("button", { name: "Next slide" });

    for (let press = 0; press < 3; press++) await next.click();
    await expect(island(page, "PlaybookSamplesIsland")).toHaveAttribute("data-island-state", "waking");
    release();

    await expect(carousel.getByRole("button", { name: "Go to slide 4" })).toHaveAttribute("aria-current", "true");
  });

  test("the report page stays asleep for a visitor who has not paid", async ({ page }) => {
    await page.goto("/ai-report");
    await waitForPage(page);
    await page.mouse.move(200, 300);
    await expect(island(page, "ReportIsland")).toHaveAttribute("data-island-state", "dormant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(reportPage.hero.headline);
  });
});

test.describe("what a visitor does before an island wakes is kept", () => {
  test("typing into a form before its code arrives is kept, and sent, once it wakes", async ({ page }) => {
    const tag = uniqueTag();
    const release = await holdIsland(page, "ContactFormIsland");
    await page.goto("/contact");

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Typed Early");
    await expect(island(page, "ContactFormIsland")).toHaveAttribute("data-island-state", "waking");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`early.${tag}@example.com`);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(`Before the page woke ${tag}`);
    release();
    await expect(island(page, "ContactFormIsland")).toHaveAttribute("data-island-state", "awake");

    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Typed Early");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();
    await expect.poll(async () => (await arrivals("contact", tag)).map((body) => body.name)).toEqual(["Typed Early"]);
  });

  test("a submit pressed before the form woke is held, sent once when it wakes, and never put in the address", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const release = await holdIsland(page, "ContactFormIsland");
    const sends: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sends.push(request.url());
    });
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Early Sender");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`held.${tag}@example.com`);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(`Sent before waking ${tag}`);

    await page.getByRole("textbox", { name: "Message", exact: true }).press("Control+Enter");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page).toHaveURL("/contact");
    expect(await arrivals("contact", tag)).toEqual([]);
    release();
    await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();
    await expect.poll(async () => (await arrivals("contact", tag)).length).toBe(1);
    // Both presses were replayed together as the form woke: a second send would have left with the first.
    expect(sends).toHaveLength(1);
  });

  test("when a form's code cannot load, it says how to reach us and sends nothing anywhere", async ({ page }) => {
    await page.route("**/assets/ContactFormIsland-*.js", (route) => route.abort("failed"));
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).click();
    await expect(island(page, "ContactFormIsland")).toHaveAttribute("data-island-state", "failed");

    const note = page.getByText(scriptRequiredNote.text);
    await expect(note).toBeVisible();
    await expect(note.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Stranded");
    await page.getByRole("textbox", { name: "Name", exact: true }).press("Enter");
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Stranded");
  });
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, name, send] of [
    ["/contact", "Name", "Send Message"],
    ["/", "Email address", "Subscribe"],
    ["/ai-playbook", "Full name", "Sign Up"],
  ] as const) {
    test(`${path}: the form cannot send, says how to reach us instead, and never puts what was typed in the address`, async ({
      page,
    }) => {
      await page.goto(path);
      const field = page.getByRole("textbox", { name, exact: true });
      await field.fill("Typed without scripts");
      await field.press("Enter");

      await expect(page).toHaveURL(path);
      await expect(field).toHaveValue("Typed without scripts");
      await expect(page.getByRole("button", { name: send })).toBeDisabled();
      // Playwright's text and role locators skip <noscript>, which only shows with scripts off: so, by CSS.
      const note = page.locator("noscript > p");
      await expect(note).toBeVisible();
      await expect(note).toContainText(scriptRequiredNote.text);
      await expect(note.locator("a")).toHaveAttribute("href", `mailto:${site.email}`);
    });
  }

  test("every page still shows its words and images, and the FAQ opens and closes", async ({ page }) => {
    await page.goto("/ai-playbook");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(playbookPage.hero.headline);
    await expect(page.getByRole("img", { name: playbookPage.samples.slides[0].image.alt })).toBeVisible();
    const [first, second] = playbookPage.faq.items;
    if (!first || !second) throw new Error("The Playbook FAQ has fewer than two questions to open.");
    await page.getByRole("heading", { name: first.question }).click();
    await expect(page.getByText(plainText(first.answer))).toBeVisible();
    await page.getByRole("heading", { name: second.question }).click();
    await expect(page.getByText(plainText(second.answer))).toBeVisible();
    await expect(page.getByText(plainText(first.answer))).toBeHidden();
  });

  test("a lazy image shows through its noscript copy, with no stand-in beside it", async ({ page }) => {
    await page.goto("/ai-report");
    const slide = reportPage.previews.slides[0].image;
    await expect(page.getByRole("img", { name: slide.alt })).toHaveCount(1);
    await expect(page.getByRole("img", { name: slide.alt })).toHaveJSProperty("tagName", "IMG");
  });

  test("the mobile menu opens and closes at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/team");
    await page.getByRole("button", { name: "Open mobile menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Portfolio" })).toBeVisible();
    await menu.getByRole("button", { name: "Close mobile menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the dark-mode switch darkens the page and lightens it again", async ({ page }) => {
    await page.goto("/team");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    const darkMode = page.getByRole("switch", { name: footer.darkModeLabel });
    await darkMode.click();
    await expect.poll(background).not.toBe(light);
    await darkMode.click();
    await expect.poll(background).toBe(light);
  });
});

test.describe("dark mode holds across the tab's pages, and only there", () => {
  /** Records, before the page's first frame, whether it was dark: a flash would read false. */
  async function recordFirstFrame(page: Page) {
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as { darkAtFirstFrame?: boolean }).darkAtFirstFrame =
          document.documentElement.classList.contains("dark");
      });
    });
  }
  const darkAtFirstFrame = (page: Page) =>
    page.evaluate(() => (window as { darkAtFirstFrame?: boolean }).darkAtFirstFrame);

  test("the next page is dark from its first frame, with its switch on", async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto("/team");
    await waitForPage(page);
    await page.getByRole("switch", { name: footer.darkModeLabel }).click();

    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");
    await waitForPage(page);

    expect(await darkAtFirstFrame(page)).toBe(true);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("switch", { name: footer.darkModeLabel })).toBeChecked();
  });

  test("a reload starts light again", async ({ page }) => {
    await page.goto("/team");
    await waitForPage(page);
    await page.getByRole("switch", { name: footer.darkModeLabel }).click();
    await page.reload();
    await waitForPage(page);

    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Videos" }).click();
    await expect(page).toHaveURL("/videos");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("a new tab starts light", async ({ page, context }) => {
    await page.goto("/team");
    await waitForPage(page);
    await page.getByRole("switch", { name: footer.darkModeLabel }).click();

    const other = await context.newPage();
    await other.goto("/services");
    await waitForPage(other);

    await expect(other.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("going back shows the page in the theme chosen since", async ({ page }) => {
    await page.goto("/team");
    await waitForPage(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Videos" }).click();
    await expect(page).toHaveURL("/videos");
    await waitForPage(page);
    await page.getByRole("switch", { name: footer.darkModeLabel }).click();

    await page.goBack();

    await expect(page).toHaveURL("/team");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("moving between pages", () => {
  /** Records whether the page arrived through a view transition (the `pagereveal` event says). */
  async function recordReveal(page: Page) {
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        (window as { revealedWithTransition?: boolean }).revealedWithTransition = Boolean(
          (event as Event & { viewTransition?: unknown }).viewTransition,
        );
      });
    });
  }
  const revealedWithTransition = (page: Page) =>
    page.evaluate(() => (window as { revealedWithTransition?: boolean }).revealedWithTransition);

  test("pages cross-fade into each other", async ({ page }) => {
    await recordReveal(page);
    await page.goto("/team");
    await waitForPage(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");

    await expect.poll(() => revealedWithTransition(page)).toBe(true);
  });

  test("a visitor who asks for less motion gets no transition", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordReveal(page);
    await page.goto("/team");
    await waitForPage(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");

    await expect.poll(() => revealedWithTransition(page)).toBe(false);
  });

  test("every page offers the browser its same-site links to prerender, under its policy", async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as { violations?: string[] }).violations ??= [];
        (window as { violations?: string[] }).violations!.push(event.violatedDirective);
      });
    });
    await page.goto("/services");
    await waitForPage(page);

    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as {
      prerender?: { eagerness?: string }[];
    };
    expect(rules.prerender?.[0]?.eagerness).toBe("moderate");
    violations.push(...((await page.evaluate(() => (window as { violations?: string[] }).violations)) ?? []));
    expect(violations).toEqual([]);
  });
});

test.describe("the booking widget waits for a visitor who wants to book", () => {
  test("no page loads it until a booking link is reached for, and then once", async ({ page }) => {
    let requests = 0;
    await page.route(site.bookingWidgetScript, (route) => {
      requests += 1;
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    const widgetScripts = page.locator(`script[src="${site.bookingWidgetScript}"]`);
    const settled = followRequests(page);
    await page.goto("/contact");
    await waitForPage(page);
    await settled();
    expect(requests).toBe(0);
    await expect(widgetScripts).toHaveCount(0);

    const book = page.getByRole("main").getByRole("link", { name: contactPage.bookingCard.cta.label });
    await book.hover();
    await book.focus();

    await expect.poll(() => requests).toBe(1);
    // Reached for again, the page adds no second script (it would do so at once, in the same event).
    await page.mouse.move(0, 0);
    await book.hover();
    await expect(widgetScripts).toHaveCount(1);
    expect(requests).toBe(1);
  });
});
