import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { feedPaths, insightsWords } from "@grand-river/content";
import { editorOnACopy, origin, untilSlateHasTheCaret } from "./workspace";

/**
 * Insights written at /edit: on a copy of the data holding twelve published posts (the three
 * committed and nine fixtures) and a draft, the list has a second page and the draft is built
 * nowhere; a post's text with a script or a javascript: link is refused at the field in the build's
 * words; a post with a tag and a Markdown table is previewed, published, and the rebuilt site lists
 * it first, shows it and its feed carries it. Offline, like editor.spec.ts.
 */

/** A fixture post, older than every committed one. */
const fixture = (n: number, draft = false) => ({
  title: draft ? "A draft nobody may read yet" : `Fixture post number ${n}`,
  description: `The fixture post number ${n}, for the list's second page.`,
  date: draft ? "2026-11-01" : `2025-0${n}-01`,
  tags: ["Fixtures"],
  draft,
  body: `Fixture words, number ${n}.`,
});
const draftSlug = "a-draft-nobody-may-read-yet";

const written = {
  title: "What a Monday KPI report replaced",
  description: "A machine shop's owner traded three hours of spreadsheets for one page every Monday at 7 a.m.",
  tag: "Reporting",
  intro: "Every Monday the owner used to build the numbers by hand.",
  table: ["| Before | After |", "| --- | --- |", "| 3 hours | 5 minutes |"],
};

const editor = editorOnACopy("build-e2e-posts", {
  // Nine fixture posts beside the three committed ones, and a draft.
  async prepare(data) {
    const posts = path.join(data.dataDir, "posts");
    for (let n = 1; n <= 9; n += 1)
      await writeFile(path.join(posts, `fixture-post-number-${n}.json`), JSON.stringify(fixture(n)));
    await writeFile(path.join(posts, `${draftSlug}.json`), JSON.stringify(fixture(0, true)));
  },
});

test.beforeEach(async ({ context }) => {
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

const listTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

test("twelve posts make two pages of the list, ten and two, linked both ways", async ({ page }) => {
  await page.goto(`${origin}/insights`);
  await expect(listTitles(page)).toHaveCount(10);
  const pages = page.getByRole("navigation", { name: insightsWords.list.navigation });
  await expect(pages.getByText(insightsWords.list.pageOf(1, 2))).toBeVisible();
  await pages.getByRole("link", { name: insightsWords.list.older }).click();
  await expect(page).toHaveURL(`${origin}/insights/page/2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(insightsWords.list.pageTitle(2, 2));
  await expect(listTitles(page)).toHaveText([fixture(2).title, fixture(1).title]);
  await page
    .getByRole("navigation", { name: insightsWords.list.navigation })
    .getByRole("link", { name: insightsWords.list.newer })
    .click();
  await expect(page).toHaveURL(`${origin}/insights`);
});

test("a draft is in neither the build, the feeds nor the sitemap", async ({ request }) => {
  expect((await request.get(`${origin}/insights/${draftSlug}`)).status()).toBe(404);
  for (const feed of [feedPaths.rss, feedPaths.atom]) {
    const items = parseFeed(await (await request.get(`${origin}${feed}`)).text()).items;
    expect(items).toHaveLength(12);
    expect(items.map((item) => item.title)).not.toContain(fixture(0, true).title);
  }
  expect(await (await request.get(`${origin}/sitemap.xml`)).text()).not.toContain(draftSlug);
  expect(await (await request.get(`${origin}/insights`)).text()).not.toContain(fixture(0, true).title);
});

/** Opens a new post at /edit, signed in to the local backend, with its title, description, date and one tag. */
async function newPost(page: Page): Promise<Locator> {
  await page.goto(`${origin}/edit`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Posts" }).first().click();
  await page.getByRole("link", { name: "Create entry of type post" }).click();
  await page.getByLabel("Title", { exact: true }).fill(written.title);
  await page.getByLabel("Description", { exact: true }).fill(written.description);
  // Published's, the first date; Updated stays empty.
  await page.getByRole("button", { name: "Now (today's date)" }).first().click();
  await page.getByRole("button", { name: /Add tag/ }).click();
  await page.getByLabel("Tag", { exact: true }).last().fill(written.tag);
  const body = page.getByLabel("markdown field");
  // The owner writes Markdown: the field's switch to its Markdown mode.
  await body.getByRole("switch").click();
  await body.getByRole("textbox").click();
  await expect(page.locator(":focus")).toHaveAttribute("data-slate-editor", "true");
  await untilSlateHasTheCaret(page);
  return body;
}

const postsInCopy = async () => (await readdir(path.join(editor.data.dataDir, "posts"))).sort();

test("a post's text with a script, or a javascript: link, is refused at the field in the build's words", async ({
  page,
}) => {
  const before = await postsInCopy();
  const body = await newPost(page);
  await page.keyboard.type("Hello <script>alert(1)</script>");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  // At the field (the editor also lists the page's problems at its top, each a link to its field).
  await expect(body.getByText(/^Text: has HTML code, <script>/)).toBeVisible();

  await body.getByRole("textbox").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("[Click here](javascript:alert(1))");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(
    body.getByText("Text: links to “javascript:alert(1)”, which the site does not open.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  expect(await postsInCopy()).toEqual(before);
});

test("a post with a tag and a Markdown table is previewed, published, and the rebuilt site lists it first, shows it and its feed carries it", async ({
  page,
  request,
}) => {
  await newPost(page);
  await page.keyboard.type(written.intro);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type(written.table.join("\n"));

  // The preview is the site's own post: its title, its tag and the table.
  const preview = page.locator("iframe").first().contentFrame();
  await expect(preview.getByRole("heading", { level: 1, name: written.title })).toBeVisible();
  await expect(preview.getByRole("link", { name: written.tag })).toBeVisible();
  await expect(preview.getByRole("table").getByRole("cell", { name: "5 minutes" })).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  const slug = "what-a-monday-kpi-report-replaced";
  const saved = JSON.parse(await readFile(path.join(editor.data.dataDir, "posts", `${slug}.json`), "utf8")) as {
    tags: string[];
    body: string;
  };
  expect(saved.tags).toEqual([written.tag]);
  expect(saved.body).toContain("| 3 hours | 5 minutes |");

  await editor.buildAndServe();
  await page.goto(`${origin}/insights`);
  await expect(listTitles(page).first()).toHaveText(written.title);
  await listTitles(page).first().getByRole("link").click();
  await expect(page).toHaveURL(`${origin}/insights/${slug}`);
  await expect(page.getByRole("main").getByRole("table").getByRole("cell", { name: "3 hours" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: written.tag }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(insightsWords.tag.title(written.tag));

  const feed = parseFeed(await (await request.get(`${origin}${feedPaths.rss}`)).text());
  expect(feed.items[0]?.title).toBe(written.title);
  expect(feed.items[0]?.url).toMatch(new RegExp(`/insights/${slug}$`));
  expect(feed.items[0]?.content).toContain("<td>5 minutes</td>");
});
