import AxeBuilder from "@axe-core/playwright";
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test, type Page } from "@playwright/test";
import { feedPaths, footer, insightsPath, insightsWords, relatedPosts, type Post } from "@grand-river/content";
import { readPosts } from "@grand-river/content/build";
import { island, waitForPage } from "./page-helpers";

/**
 * Insights on the built site, from the posts the build published (packages/content/data/posts/):
 * the list, a post, its neighbours and relatives, a tag's page, the footer's link, the feeds, and
 * axe on each new kind of page in light, dark and forced colours. Page 2 of the list, drafts and a
 * post written at /edit are the editor's run's (e2e-editor/posts.spec.ts), on a copy of the data.
 */

const origin = (process.env.VITE_SITE_ORIGIN ?? "https://grandriverai.com").replace(/\/$/, "");
const words = insightsWords.post;

let posts: Post[];
test.beforeAll(async () => {
  posts = await readPosts();
  // Previous, next and related need three posts, two of them sharing a tag.
  expect(posts.length).toBeGreaterThanOrEqual(3);
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

/** A post with both neighbours. */
const middle = () => posts[1] as Post;

test("the footer's Insights link opens the list, newest post first", async ({ page }) => {
  await open(page, "/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: footer.companyLinks.find((l) => l.to === insightsPath)?.label ?? "" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${insightsPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: insightsWords.heading })).toBeVisible();
  const titles = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(titles).toHaveText(posts.slice(0, 10).map((post) => post.title));
});

test("a post shows its title, byline, tags and its Markdown: a table, a task list, footnotes and highlighted code", async ({
  page,
}) => {
  const post = posts.find((p) => p.slug === "answering-every-realty-lead-in-two-minutes") ?? posts[0];
  if (!post) throw new Error("no post built");
  await open(page, post.path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(main.getByText(words.by(post.author))).toBeVisible();
  await expect(main.getByText(words.readingTime(post.readingMinutes)).first()).toBeVisible();
  await expect(main.getByRole("list", { name: words.tagsLabel, exact: true }).getByRole("link")).toHaveText(
    post.tags.map((t) => t.name),
  );
  await expect(main.getByRole("table")).toBeVisible();
  // A task list's boxes, each named by its item and ticked as written, for reading only.
  const box = main.getByRole("checkbox", { name: "Every lead gets a reply the same evening, weekends included" });
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
  await expect(main.getByRole("link", { name: /^1$/ })).toHaveAttribute("href", /#user-content-fn-1$/);
  // Highlighted at build: the code's words carry their colours with no highlighter on the page.
  await expect(main.locator("pre code span").first()).toBeVisible();
  const scripts = await page.locator("script:not([type='application/ld+json']):not([type='speculationrules'])").count();
  expect(scripts).toBeLessThanOrEqual(2);
});

test("each section heading of a post is a link to itself", async ({ page }) => {
  const post = middle();
  await open(page, post.path);
  const heading = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  const name = (await heading.textContent())?.trim() ?? "";
  await heading.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/#[a-z0-9-]+$/);
  await expect(heading).toHaveAttribute("id", new URL(page.url()).hash.slice(1));
});

test("a post links the post before and the post after it", async ({ page }) => {
  const post = middle();
  await open(page, post.path);
  const nav = page.getByRole("navigation", { name: words.neighboursLabel });
  await nav.getByRole("link", { name: (posts[2] as Post).title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText((posts[2] as Post).title);
  await page.getByRole("navigation", { name: words.neighboursLabel }).getByRole("link", { name: post.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(nav.getByText(words.previous)).toBeVisible();
  await expect(nav.getByText(words.next)).toBeVisible();
});

test("a post lists up to three related posts, by shared tags", async ({ page }) => {
  const post = posts.find((p) => relatedPosts(posts, p).length > 0);
  expect(post, "a post sharing a tag with another").toBeDefined();
  await open(page, (post as Post).path);
  const related = page.getByRole("region", { name: words.related });
  await expect(related.getByRole("heading", { level: 3 })).toHaveText(
    relatedPosts(posts, post as Post).map((p) => p.title),
  );
});

test("a tag leads to its page, listing every post with it", async ({ page }) => {
  const post = posts[0] as Post;
  const tag = post.tags[0];
  await open(page, post.path);
  await page.getByRole("list", { name: words.tagsLabel, exact: true }).getByRole("link", { name: tag?.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(insightsWords.tag.title(tag?.name ?? ""));
  const tagged = posts.filter((p) => p.tags.some((t) => t.slug === tag?.slug));
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(tagged.map((p) => p.title));
  await page.getByRole("link", { name: insightsWords.allPosts }).click();
  await expect(page).toHaveURL(new RegExp(`${insightsPath}$`));
});

test("a post starts with the page script alone, and its newsletter form stays asleep until a visitor reaches for it", async ({
  page,
}) => {
  await open(page, middle().path);
  const form = island(page, "NewsletterIsland");
  const runtime = (await form.getAttribute("data-island-runtime")) ?? "";
  expect(runtime).toMatch(/^\/assets\/.+\.js$/);
  const fetched = () =>
    page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
  expect(await fetched()).not.toContain(runtime);
  await expect(form).not.toHaveAttribute("data-island-state", "awake");
  await form.scrollIntoViewIfNeeded();
  await expect.poll(fetched).toContain(runtime);
  await form.dispatchEvent("pointerover");
  await expect(form).toHaveAttribute("data-island-state", "awake");
});

test("a post carries its BlogPosting structured data and its own social card", async ({ request }) => {
  const post = middle();
  const html = await (await request.get(post.path)).text();
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}") as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    "@type": "BlogPosting",
    headline: post.title,
    datePublished: post.date,
    url: `${origin}${post.path}`,
    author: { name: post.author },
  });
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="${origin}/assets/cards/insights-${post.slug}-[\\w-]{10}\\.png"`),
  );
  expect(html).toContain('<meta property="og:type" content="article"');
});

test("both feeds carry every post in full, with absolute links, and every page names them", async ({ request }) => {
  for (const [path, type] of [
    [feedPaths.rss, "application/rss+xml"],
    [feedPaths.atom, "application/atom+xml"],
  ] as const) {
    const home = await (await request.get("/")).text();
    expect(home).toContain(`<link rel="alternate" type="${type}"`);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    for (const [index, item] of feed.items.entries()) {
      const post = posts[index] as Post;
      expect(item.url).toBe(`${origin}${post.path}`);
      expect(item.id).toBe(`${origin}${post.path}`);
      expect(item.published?.toISOString().slice(0, 10)).toBe(post.date);
      expect(item.content).toContain("<p>");
      expect(item.content).not.toMatch(/href="\//);
    }
  }
});

test("the sitemap lists the list, each tag and each post with the day it changed", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const post of posts)
    expect(sitemap).toContain(`<loc>${origin}${post.path}</loc><lastmod>${post.updated ?? post.date}</lastmod>`);
  expect(sitemap).toContain(`<loc>${origin}${insightsPath}</loc><lastmod>`);
  expect(sitemap).toContain(`<loc>${origin}${(posts[0] as Post).tags[0]?.path}</loc>`);
});

/** Serious and critical WCAG 2.2 AA violations on the page as it is now. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
}

const schemes = {
  light: async (page: Page) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  },
  dark: async (page: Page) => {
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
  },
  "forced colours": async (page: Page) => {
    await page.emulateMedia({ reducedMotion: "reduce", forcedColors: "active" });
  },
} as const;

test.describe("axe finds nothing serious on the Insights pages", () => {
  const paths = () => [insightsPath, middle().path, (posts[0] as Post).tags[0]?.path ?? ""];
  for (const [scheme, set] of Object.entries(schemes))
    for (const which of ["the list", "a post", "a tag's page"] as const)
      test(`${which}, in ${scheme}`, async ({ page }) => {
        const path = paths()[["the list", "a post", "a tag's page"].indexOf(which)] ?? "";
        await page.goto(path);
        await waitForPage(page);
        await set(page);
        await expect.poll(() => violations(page), { intervals: [1_000] }).toEqual([]);
      });
});
