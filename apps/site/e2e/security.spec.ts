import { expect, test, type Page } from "@playwright/test";
import { contactPage, homePage, site } from "@grand-river/content";
import { pages } from "../app/route-table";
import { inboxOrigin } from "./inbox";
import { toasts } from "@grand-river/forms/data";
import { waitForPage } from "./page-helpers";
import { watchPolicy } from "./policy-watch";

/** The page's policy, directive by directive. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** Opens a page, checks it came with its policy, and waits for its script and first islands. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(
    directives(response?.headers()["content-security-policy"])["script-src"],
    `${path} is served with a script policy`,
  ).toBeDefined();
  await waitForPage(page);
}

test.describe("security headers", () => {
  test("every response carries HSTS, nosniff, the referrer policy and the denied browser features", async ({
    request,
  }) => {
    for (const path of ["/", "/team", "/images/logo.svg", "/robots.txt", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains; preload");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\).*usb=\(\)/,
      );
    }
  });

  test("each page's policy allows its own inline scripts by hash, never 'unsafe-inline', and no one may frame it", async ({
    request,
  }) => {
    for (const { path } of pages) {
      const policy = directives((await request.get(path)).headers()["content-security-policy"]);
      expect(policy["script-src"], path).toContain("'self'");
      expect(
        policy["script-src"]!.some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(policy["script-src"], path).not.toContain("'unsafe-inline'");
      expect(policy["frame-ancestors"], path).toEqual(["'none'"]);
      expect(policy["object-src"], path).toEqual(["'none'"]);
      expect(policy["connect-src"], path).toContain(inboxOrigin);
      expect(policy["frame-src"], path).toContain("https://www.youtube-nocookie.com");
    }
  });

  for (const path of ["/contact", "/no-such-page"]) {
    test(`the policy is in force on ${path}: a script slipped into the page is refused`, async ({ page }) => {
      const watch = await watchPolicy(page);
      await page.goto(path);
      await waitForPage(page);

      const ran = await page.evaluate(() => {
        const w = window as unknown as { injected?: boolean };
        const script = document.createElement("script");
        script.textContent = "window.injected = true";
        document.body.append(script);
        return w.injected === true;
      });

      expect(ran).toBe(false);
      await expect.poll(() => watch.violations.join("\n")).toContain("script-src");
    });
  }
});

test.describe("the site runs under its policy", () => {
  // Every page woken whole under its policy, with no violation: routes.spec.ts, in its one visit per page.

  test("an unknown path gets the not-found page under the policy in its meta element, with no violation", async ({
    page,
  }) => {
    const watch = await watchPolicy(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForPage(page);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(directives(policy ?? undefined)["script-src"]!.some((source) => source.startsWith("'sha256-"))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));

    expect(watch.violations).toEqual([]);
  });

  test("the booking widget is allowed: offline, it fails on the network, not on the policy", async ({ page }) => {
    const watch = await watchPolicy(page);
    const widget = page.waitForEvent("requestfailed", (request) => request.url() === site.bookingWidgetScript);
    await open(page, "/contact");
    // It loads when a visitor reaches for a booking link.
    await page.getByRole("main").getByRole("link", { name: contactPage.bookingCard.cta.label }).hover();

    const failure = (await widget).failure()?.errorText ?? "";
    expect(failure).not.toContain("BLOCKED_BY_CSP");
    expect(watch.unreachable.join("\n")).toContain(site.bookingWidgetScript);
    expect(watch.violations).toEqual([]);
  });

  test("clicking through: navigation, dark mode, the video, a form and the mobile menu raise no violation", async ({
    page,
  }) => {
    const watch = await watchPolicy(page);
    await open(page, "/");

    // Page to page, each under its own policy (speculative prerendering and view transitions included).
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of ["Portfolio", "Team", "AI Report", "Contact", "Home"]) {
      await nav.getByRole("link", { name: link }).hover();
      await nav.getByRole("link", { name: link }).click();
      await expect(nav.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    }
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    // The video frame is allowed; offline, YouTube's host simply cannot be reached.
    await page.getByRole("button", { name: homePage.introVideo.playLabel }).click();
    await expect(page.getByTitle(homePage.introVideo.videoTitle)).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );

    // A form posts to its webhook across origins.
    await page.goto("/contact");
    await waitForPage(page);
    await page.getByRole("textbox", { name: "Name" }).fill("Policy Check");
    await page.getByRole("textbox", { name: "Email" }).fill("policy.check@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Checking the content security policy.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toContainText(
      toasts.contact.success.title,
    );

    // The mobile menu opens over the page.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Open mobile menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/portfolio");

    expect(watch.violations).toEqual([]);
  });
});
