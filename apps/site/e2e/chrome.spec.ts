import { expect, test } from "@playwright/test";
import { footer, mainNav, site } from "@grand-river/content";
import { waitForPage } from "./page-helpers";

/** Matches a name that contains `text` literally (labels like "X (Twitter)" hold regex syntax). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

test.describe("navbar", () => {
  test("links in order, current one marked, logo and name go home", async ({ page }) => {
    await page.goto("/portfolio");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(mainNav.map((l) => l.label));
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    const weight = await nav.getByRole("link", { name: "Portfolio" }).evaluate((el) => getComputedStyle(el).fontWeight);
    expect(weight).toBe("500");
    const brand = page.getByRole("banner").getByRole("link", { name: site.firmName });
    await brand.click();
    await expect(page).toHaveURL("/");
  });

  test("turns opaque with a blurred backdrop only after scrolling past 20 px", async ({ page }) => {
    await page.goto("/privacy-policy");
    const header = page.getByRole("banner");
    // The opaque bar is the header's ::before, which fades in (an opacity transition runs off the
    // main thread); the header itself stays transparent.
    const bar = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el, "::before");
        return { opacity: style.opacity, backdrop: style.backdropFilter, background: style.backgroundColor };
      });
    expect(await bar()).toMatchObject({ opacity: "0", backdrop: expect.stringContaining("blur") });
    expect((await bar()).background).not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(async () => (await bar()).opacity).toBe("0");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(async () => (await bar()).opacity).toBe("1");
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens and closes with its two labels, and choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open mobile menu" });
    await expect(open).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeHidden();
    await open.click();
    const close = page.getByRole("button", { name: "Close mobile menu" });
    await expect(close).toBeVisible();
    await page.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("button", { name: "Open mobile menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close mobile menu" })).toHaveCount(0);
  });
});

test.describe("floating Schedule a Call button", () => {
  for (const path of ["/team", "/services", "/contact", "/does-not-exist"]) {
    test(`shows on ${path} and goes home`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("link", { name: "Schedule a Call" }).click();
      await expect(page).toHaveURL("/");
    });
  }
  for (const path of ["/", "/flyer-port-sheldon"]) {
    test(`is absent on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading").or(page.getByRole("img")).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Schedule a Call" })).toHaveCount(0);
    });
  }
});

test.describe("footer", () => {
  test("carries every link, the email button, social links, the year and the legal links", async ({ page }) => {
    await page.goto("/services");
    const foot = page.getByRole("contentinfo");
    for (const link of [...footer.companyLinks, ...footer.legalLinks]) {
      await expect(foot.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(foot.getByRole("link", { name: containing(footer.emailLabel) })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(foot.getByText(footer.location)).toBeVisible();
    for (const social of footer.socialLinks) {
      const link = foot.getByRole("link", { name: containing(social.label) });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(foot.getByText(String(new Date().getFullYear()))).toBeVisible();
  });

  test("dark mode is off by default, toggles the dark class on <html>, and is not kept", async ({ page }) => {
    await page.goto("/team");
    // The switch is the page script's: a busy machine can paint the page before the script runs.
    await waitForPage(page);
    const html = page.locator("html");
    const toggle = page.getByRole("switch", { name: footer.darkModeLabel });
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await toggle.click();
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

test("every navigation starts at the top of the page", async ({ page }) => {
  await page.goto("/privacy-policy");
  await waitForPage(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms-of-service");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the page script does not scroll a visitor who already scrolled", async ({ page }) => {
  // Hold the scripts back until the visitor has scrolled, so the page script surely runs after it.
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  // Not "domcontentloaded": that waits for the (held) module script.
  await page.goto("/privacy-policy", { waitUntil: "commit" });
  await page.getByRole("contentinfo").waitFor();
  await page.evaluate(() => window.scrollTo(0, 600));
  releaseScripts();
  await waitForPage(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});
