import { expect, test } from "@playwright/test";
import {
  accessibilityStatement,
  adminPage,
  checkoutUrl,
  contactPage,
  flyerPage,
  grandRapidsClaims,
  grandRapidsPage,
  homePage,
  plainText,
  playbookPage,
  portfolioPage,
  portfolioTabs,
  privacyPolicy,
  projects,
  projectsForTab,
  reportBarrierCta,
  reportPage,
  salesCardDelayMs,
  site,
  teamPage,
  termsOfService,
  videosPage,
  viewProjectLabel,
  watchVideoLabel,
} from "@grand-river/content";
import { expectOpensInNewTab, region, waitForPage, wakeIsland } from "./page-helpers";

const origin = (process.env.VITE_SITE_ORIGIN ?? site.defaultOrigin).replace(/\/$/, "");

// Every page's headings, and that it wakes whole with no error or mismatch: routes.spec.ts, in its
// one visit per page.

test.describe("home", () => {
  const { hero, howItWorks, introVideo, newsletter, showcase } = homePage;

  test("hero books a discovery call in a new tab and states the claims", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    await expectOpensInNewTab(page.getByRole("main").getByRole("link", { name: hero.cta.label }), site.schedulerUrl);
    for (const stat of hero.stats) {
      await expect(page.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(page.getByText(stat.label, { exact: true })).toBeVisible();
    }
  });

  test("How It Works lists the three steps in order", async ({ page }) => {
    await page.goto("/");
    const steps = region(page, howItWorks.heading).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading")).toHaveText(howItWorks.steps.map((s) => s.title));
  });

  test("the intro video loads only when played", async ({ page }) => {
    await page.goto("/");
    await waitForPage(page);
    const videoSection = region(page, introVideo.heading);
    await expect(videoSection.locator("iframe")).toHaveCount(0);
    await videoSection.getByRole("button", { name: introVideo.playLabel }).click();
    await expect(videoSection.locator(`iframe[title="${introVideo.videoTitle}"]`)).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\//,
    );
  });

  test("the newsletter section carries its heading and pitch", async ({ page }) => {
    await page.goto("/");
    await expect(region(page, newsletter.heading).getByText(newsletter.pitch)).toBeVisible();
  });

  test("the showcase shows three projects, initials for the one without a thumbnail, each linking out", async ({
    page,
  }) => {
    await page.goto("/");
    const section = region(page, showcase.heading);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(showcase.items.map((item) => item.title));
    for (const item of showcase.items) {
      const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: item.title }) });
      await expect(card.getByText(item.description)).toBeVisible();
      if (item.thumbnail) {
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByRole("img", { name: item.thumbnail.alt })).toBeVisible();
      } else {
        await expect(card.getByRole("img")).toHaveCount(0);
        const initials = card.getByText(/^[A-Z0-9]{1,2}$/);
        await expect(initials).toBeVisible();
        const firstLetters = item.title
          .split(/\s+/)
          .map((word) => word[0]?.toUpperCase())
          .join("");
        expect(firstLetters.startsWith((await initials.textContent()) ?? "-")).toBe(true);
      }
      await expectOpensInNewTab(card.getByRole("link", { name: viewProjectLabel }), item.link);
    }
  });

  test("View Full Portfolio goes to the portfolio", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: showcase.viewAll.label }).click();
    await expect(page).toHaveURL(showcase.viewAll.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portfolioPage.heading);
  });
});

test.describe("team", () => {
  const { founder } = teamPage;

  test("shows the founder's photo first, the biography and the professional-network link", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(teamPage.heading);
    const photo = page.getByRole("img", { name: founder.photo.alt });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(page.getByRole("heading", { level: 2, name: founder.name })).toBeVisible();
    for (const paragraph of founder.bio) await expect(page.getByText(paragraph)).toBeVisible();
    await expectOpensInNewTab(page.getByRole("link", { name: founder.profileLink.label }), founder.profileLink.href);
  });
});

test.describe("portfolio", () => {
  const cardTitles = (page: import("@playwright/test").Page) =>
    page.getByRole("tabpanel").getByRole("heading", { level: 2 });

  test(`shows all ${projects.length} projects with their tags and links`, async ({ page }) => {
    await page.goto("/portfolio");
    await expect(page.getByRole("tab", { name: portfolioTabs[0].label })).toHaveAttribute("aria-selected", "true");
    await expect(cardTitles(page)).toHaveText(projects.map((p) => p.title));
    const panel = page.getByRole("tabpanel");
    for (const project of projects) {
      const card = panel
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: project.title, exact: true }) });
      await expect(card.getByText(project.description)).toBeVisible();
      await expect(card.getByRole("listitem")).toHaveText([...project.tags]);
      const video = card.getByRole("link", { name: watchVideoLabel });
      const live = card.getByRole("link", { name: viewProjectLabel });
      if (project.videoLink) await expectOpensInNewTab(video, project.videoLink);
      else await expect(video).toHaveCount(0);
      if (project.link) await expectOpensInNewTab(live, project.link);
      else await expect(live).toHaveCount(0);
    }
  });

  test("each tab shows only its category, and All shows every project again", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForPage(page);
    const tabList = page.getByRole("tablist", { name: portfolioPage.tabsLabel });
    await expect(tabList.getByRole("tab")).toHaveText(portfolioTabs.map((t) => t.label));
    for (const tab of [...portfolioTabs.slice(1), portfolioTabs[0]]) {
      await tabList.getByRole("tab", { name: tab.label }).click();
      await expect(tabList.getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      await expect(cardTitles(page)).toHaveText(projectsForTab(tab.id).map((p) => p.title));
    }
  });

  test("the arrow keys go on choosing after a press, and the address names the chosen tab", async ({ page }) => {
    await page.goto("/portfolio");
    await waitForPage(page);
    // Asleep, the press would be the link's own, which leaves focus on the page (see FilterTabs).
    await wakeIsland(page, "PortfolioIsland");
    const tabList = page.getByRole("tablist", { name: portfolioPage.tabsLabel });
    const [all, websites, automations] = portfolioTabs;

    await tabList.getByRole("tab", { name: websites.label }).click();
    await page.keyboard.press("ArrowRight");

    await expect(tabList.getByRole("tab", { name: automations.label })).toBeFocused();
    await expect(tabList.getByRole("tab", { name: automations.label })).toHaveAttribute("aria-selected", "true");
    await expect(cardTitles(page)).toHaveText(projectsForTab(automations.id).map((p) => p.title));
    await expect(page).toHaveURL(`/portfolio#${automations.id}`);

    await page.keyboard.press("Home");
    await expect(tabList.getByRole("tab", { name: all.label })).toBeFocused();
    await expect(cardTitles(page)).toHaveCount(projects.length);
  });
});

test.describe("AI report", () => {
  const { hero, offer, contents, steps, previews, salesCard, detailsForm } = reportPage;
  const salesCardTitle = (page: import("@playwright/test").Page) =>
    page.getByRole("heading", { level: 2, name: salesCard.title, exact: true, includeHidden: true });

  test("the sales view shows the offer, the four contents and the steps", async ({ page }) => {
    await page.goto("/ai-report");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    await expect(page.getByRole("heading", { name: offer.heading })).toBeVisible();
    await expect(page.getByText(offer.description)).toBeVisible();
    await expect(region(page, contents.heading).getByRole("heading", { level: 3 })).toHaveText(
      contents.items.map((i) => i.title),
    );
    await expect(region(page, contents.heading).getByRole("listitem")).toHaveCount(4);
    await expect(region(page, steps.heading).getByRole("heading", { level: 3 })).toHaveText(
      steps.items.map((s) => s.title),
    );
  });

  /**
   * The card's reveal is a CSS animation with a delay (no timer, so it is in the static HTML and its
   * box is held from the first paint). The test pauses that animation and seeks it like a clock.
   */
  const seekSalesCard = (page: import("@playwright/test").Page, ms: number) =>
    salesCardTitle(page).evaluate((title, at) => {
      const reveal = document.getAnimations().find((a) => {
        const effect = a.effect as KeyframeEffect | null;
        return (
          effect?.target instanceof Element && effect.target.contains(title) && Number(effect.getTiming().delay) > 0
        );
      });
      if (!reveal) throw new Error("The sales card has no delayed reveal");
      reveal.pause();
      reveal.currentTime = at;
      return Number(reveal.effect?.getTiming().delay);
    }, ms);

  test(`the sales card is in the page from the start and appears after ${salesCardDelayMs} ms`, async ({ page }) => {
    await page.goto("/ai-report");
    await expect(salesCardTitle(page)).toHaveCount(1);
    expect(await seekSalesCard(page, 0)).toBe(salesCardDelayMs);
    await expect(salesCardTitle(page)).toBeHidden();
    await seekSalesCard(page, salesCardDelayMs - 1);
    await expect(salesCardTitle(page)).toBeHidden();
    await seekSalesCard(page, salesCardDelayMs + 1000);
    await expect(salesCardTitle(page)).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`revealing the sales card moves nothing already on screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Sections rise in on load; without motion every box is where it will stay.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/ai-report");
      await waitForPage(page);
      await seekSalesCard(page, 0);
      const onScreenBoxes = () =>
        page.getByRole("main").evaluate((main) =>
          [...main.querySelectorAll("*")].flatMap((el) => {
            const r = el.getBoundingClientRect();
            const shown = r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
            return shown ? [{ el: el.tagName + el.textContent.slice(0, 40), top: r.top, left: r.left }] : [];
          }),
        );
      const before = await onScreenBoxes();
      expect(before.length).toBeGreaterThan(0);
      await seekSalesCard(page, salesCardDelayMs + 1000);
      await expect(salesCardTitle(page)).toBeVisible();
      const after = await onScreenBoxes();
      for (const box of before) expect(after).toContainEqual(box);
    });
  }

  test('"Get My Report" opens the checkout in a new tab, returning to payment=success', async ({ page }) => {
    await page.goto("/ai-report");
    const button = page.getByRole("link", { name: salesCard.buttonLabel });
    await expect(button).toBeVisible();
    await expectOpensInNewTab(button, checkoutUrl(origin));
    const successUrl = new URL(
      new URL((await button.getAttribute("href")) ?? "").searchParams.get("success_url") ?? "",
    );
    expect(successUrl.pathname).toBe("/ai-report");
    expect(successUrl.searchParams.get("payment")).toBe("success");
  });

  test(`the preview carousel has ${previews.slides.length} slides and wraps from the last to the first`, async ({
    page,
  }) => {
    await page.goto("/ai-report");
    await waitForPage(page);
    const carousel = region(region(page, previews.heading), previews.carouselLabel);
    await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(previews.slides.length);
    const last = previews.slides.length;
    await carousel.getByRole("button", { name: `Go to slide ${last}` }).click();
    await expect(carousel.getByRole("group")).toHaveAccessibleName(`${last} of ${last}`);
    await expect(carousel.getByText(previews.slides[last - 1]!.caption)).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("group")).toHaveAccessibleName(`1 of ${last}`);
    await expect(carousel.getByText(previews.slides[0].caption)).toBeVisible();
  });

  test("?payment=success shows the details view from the first paint and drops the parameter at load, untouched; the form still wakes", async ({
    page,
  }) => {
    // Every h1 any frame showed while the page loaded: the sales page's must never be one.
    await page.addInitScript(() => {
      const shown = new Set<string>();
      (window as { shownH1s?: Set<string> }).shownH1s = shown;
      const record = () => {
        for (const h1 of document.querySelectorAll("h1")) if (h1.checkVisibility()) shown.add(h1.textContent);
        if (document.readyState !== "complete") requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto("/ai-report?payment=success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detailsForm.heading);
    expect(await page.evaluate(() => [...((window as { shownH1s?: Set<string> }).shownH1s ?? [])])).toEqual([
      detailsForm.heading,
    ]);
    await expect(page.getByText(detailsForm.intro)).toBeVisible();
    // Nothing touched yet: a reload or a shared link must not reopen the form.
    await expect(page).toHaveURL((url) => url.pathname === "/ai-report" && url.search === "");

    await wakeIsland(page, "ReportIsland");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(detailsForm.heading);
    await expect(page.getByRole("form", { name: "Report details" })).toBeVisible();
  });
});

test.describe("videos", () => {
  test("links out to the channel and to each named video", async ({ page }) => {
    await page.goto("/videos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(videosPage.heading);
    await expectOpensInNewTab(
      page.getByRole("link", { name: videosPage.channelCta.label }),
      videosPage.channelCta.href,
    );
    const list = region(page, videosPage.listHeading);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(videosPage.videos.map((v) => v.title));
    for (const video of videosPage.videos) {
      const card = list
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: video.title, exact: true }) });
      await expect(card.getByText(video.description)).toBeVisible();
      await expectOpensInNewTab(card.getByRole("link", { name: watchVideoLabel }), video.href);
    }
  });
});

test.describe("legal pages", () => {
  for (const [path, document] of [
    ["/privacy-policy", privacyPolicy],
    ["/terms-of-service", termsOfService],
  ] as const) {
    test(`${path} has 12 numbered sections and was last updated ${document.lastUpdated}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
      await expect(page.getByText(`Last updated ${document.lastUpdated}`)).toBeVisible();
      const sections = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(sections).toHaveCount(12);
      await expect(sections).toHaveText(document.sections.map((s) => `${s.number}. ${s.title}`));
      await expect(sections).toHaveText(Array.from({ length: 12 }, (_, i) => new RegExp(`^${i + 1}\\. `)));
    });
  }
});

test.describe("accessibility statement", () => {
  test("states its standard, its testing, its limits and how to report a barrier, through the contact form", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL("/accessibility");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(accessibilityStatement.title);
    await expect(page.getByText(`Last updated ${accessibilityStatement.lastUpdated}`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      accessibilityStatement.sections.map((s) => `${s.number}. ${s.title}`),
    );
    await expect(page.getByRole("main").getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: reportBarrierCta.label }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.heading);
  });
});

test.describe("AI Playbook", () => {
  const { hero, samples, signUp, howItWorks, faq } = playbookPage;

  test("states the headline, pitch and price, the sign-up and the three steps", async ({ page }) => {
    await page.goto("/ai-playbook");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    for (const line of [hero.pitch, hero.priceLine, hero.deckLine]) await expect(page.getByText(line)).toBeVisible();
    await expect(region(page, signUp.heading).getByText(signUp.intro)).toBeVisible();
    const stepList = region(page, howItWorks.heading).getByRole("listitem");
    await expect(stepList.getByRole("heading")).toHaveText(howItWorks.steps.map((s) => s.title));
  });

  test(`the sample carousel has ${samples.slides.length} slides and wraps from the last to the first`, async ({
    page,
  }) => {
    await page.goto("/ai-playbook");
    await waitForPage(page);
    const carousel = region(region(page, samples.heading), samples.carouselLabel);
    const count = samples.slides.length;
    await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(count);
    await expect(carousel.getByRole("heading", { includeHidden: true })).toHaveText(samples.slides.map((s) => s.title));
    for (let i = 1; i < count; i++) await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("group")).toHaveAccessibleName(`${count} of ${count}`);
    await expect(carousel.getByRole("heading", { name: samples.slides[count - 1]!.title })).toBeVisible();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("group")).toHaveAccessibleName(`1 of ${count}`);
    await expect(carousel.getByRole("heading", { name: samples.slides[0].title })).toBeVisible();
  });

  test("the FAQ opens one answer at a time and closes the open one, with no script", async ({ page }) => {
    await page.goto("/ai-playbook");
    await waitForPage(page);
    const section = region(page, faq.heading);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(faq.items.map((item) => item.question));
    const [first, second] = faq.items;
    if (!first || !second) throw new Error("The Playbook FAQ has fewer than two questions to open.");
    const question = (text: string) => section.getByRole("heading", { name: text });
    const open = section.locator("details[open]");

    await question(first.question).click();
    await expect(section.getByText(plainText(first.answer))).toBeVisible();
    await expect(open).toHaveCount(1);

    await question(second.question).click();
    await expect(section.getByText(plainText(first.answer))).toBeHidden();
    await expect(section.getByText(plainText(second.answer))).toBeVisible();
    await expect(open).toHaveCount(1);

    await question(second.question).click();
    await expect(open).toHaveCount(0);
    await expect(section.getByText(plainText(second.answer))).toBeHidden();

    // The keyboard opens one too: each question is a control on its own.
    await question(first.question).locator("xpath=ancestor::summary").focus();
    await page.keyboard.press("Enter");
    await expect(section.getByText(plainText(first.answer))).toBeVisible();
  });
});

test.describe("Grand Rapids landing page", () => {
  const { hero, reportCta, industries, services, whyLocal, getStarted, faq, closingCta } = grandRapidsPage;

  test("carries every section with its counts", async ({ page }) => {
    await page.goto("/grand-rapids-ai-automation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.headline);
    for (const card of industries.cards) {
      const item = region(page, industries.heading).getByRole("listitem").filter({ hasText: card.industry });
      await expect(item.getByText(card.challenge)).toBeVisible();
      await expect(item.getByText(card.solution)).toBeVisible();
    }
    await expect(region(page, industries.heading).getByRole("listitem")).toHaveCount(3);
    const serviceCards = region(page, services.heading).getByRole("listitem");
    await expect(serviceCards.getByRole("heading")).toHaveText(services.cards.map((c) => c.title));
    for (const card of services.cards) {
      await expect(serviceCards.getByRole("link", { name: card.cta.label })).toHaveAttribute("href", "/contact");
    }
    await expect(region(page, whyLocal.heading).getByText(whyLocal.paragraphs[0]!)).toBeVisible();
    const stepsList = region(page, getStarted.heading).getByRole("list");
    expect(await stepsList.evaluate((list) => list.tagName)).toBe("OL");
    await expect(stepsList.getByRole("heading")).toHaveText(getStarted.steps.map((s) => s.title));
    await expect(region(page, faq.heading).getByRole("listitem")).toHaveCount(5);
    await expect(region(page, faq.heading).getByRole("heading", { level: 3 })).toHaveText(
      faq.items.map((f) => f.question),
    );
  });

  test("the report call to action and the closing one lead to their pages", async ({ page }) => {
    await page.goto("/grand-rapids-ai-automation");
    await expect(region(page, reportCta.heading).getByRole("link", { name: reportCta.cta.label })).toHaveAttribute(
      "href",
      "/ai-report",
    );
    await region(page, closingCta.heading).getByRole("link", { name: closingCta.cta.label }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("advertises every local claim", async ({ page }) => {
    await page.goto("/grand-rapids-ai-automation");
    const main = page.getByRole("main");
    for (const claim of Object.values(grandRapidsClaims)) await expect(main).toContainText(claim, { ignoreCase: true });
  });
});

test.describe("contact", () => {
  const { emailCard, bookingCard } = contactPage;

  test("offers the email card and a free 30-minute discovery call in a new tab", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.heading);
    await expect(page.getByRole("heading", { name: contactPage.formHeading })).toBeVisible();
    const email = page.getByRole("main").getByRole("link", { name: emailCard.email });
    await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(email).not.toHaveAttribute("target", /.*/);
    await expect(page.getByText(bookingCard.text)).toBeVisible();
    await expectOpensInNewTab(
      page.getByRole("main").getByRole("link", { name: bookingCard.cta.label }),
      site.schedulerUrl,
    );
  });
});

test.describe("admin", () => {
  test("introduces the work log", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminPage.heading);
    await expect(page.getByText(adminPage.intro)).toBeVisible();
  });
});

test.describe("flyer", () => {
  test("is one image and nothing else", async ({ page }) => {
    await page.goto("/flyer-port-sheldon");
    await expect(page.getByRole("img")).toHaveCount(1);
    await expect(page.getByRole("img", { name: flyerPage.image.alt })).toBeVisible();
    for (const role of ["navigation", "banner", "contentinfo", "link", "heading", "button"] as const) {
      await expect(page.getByRole(role)).toHaveCount(0);
    }
  });

  for (const viewport of [
    { name: "a phone", width: 375, height: 667 },
    { name: "a laptop", width: 1280, height: 720 },
  ]) {
    test(`shows the whole flyer on one screen of ${viewport.name}, filling its width or its height`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/flyer-port-sheldon");

      const shown = await page.getByRole("img", { name: flyerPage.image.alt }).boundingBox();
      expect(shown).not.toBeNull();
      const { width, height } = shown!;
      expect(height).toBeLessThanOrEqual(viewport.height + 0.5);
      expect(width).toBeLessThanOrEqual(viewport.width + 0.5);
      // Whole means as large as the screen allows: one side meets the screen's edge.
      expect(Math.max(width / viewport.width, height / viewport.height)).toBeGreaterThan(0.97);
    });
  }
});
