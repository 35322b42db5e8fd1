import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { projects, site } from "@grand-river/content";
import { cardAssets, cardFontFiles, socialCardPng, socialCardSvg, type CardAssets } from "../postbuild/social-card";
import { standInForGitHub } from "./github-stand-in";
import { editorOnACopy, openInEditor, origin, proxyPort, publish } from "./workspace";

/**
 * What the owner saves at /edit reaches the site: a cleared optional field is saved as absent and
 * the site builds; a Polish and a Vietnamese title publish and their social cards draw every
 * letter; and two people editing one file never overwrite each other, on the local backend and on
 * GitHub's API as the editor really uses it. Offline, on a copy of the data files.
 */

const siteDir = path.resolve(import.meta.dirname, "..");
// The same build serves both backends: Decap uses the local proxy when it answers, else GitHub.
const githubRepo = "grand-river/site";
const editor = editorOnACopy("build-e2e-saves", { env: { EDITOR_GITHUB_REPO: githubRepo } });

const polishTitle = "Nasz zespół: Łukasz i źródło łączności z Gdańska";
const vietnameseTitle = "Tự động hóa cho doanh nghiệp | {firmName}";

const openPageTitles = (page: Page, options?: { login?: boolean }) =>
  openInEditor(page, "Page titles and descriptions", "Titles and descriptions", options);

/** Expands the pages file's group of one page ("Team (/team)") and gives it. */
async function pageGroup(page: Page, label: string) {
  const group = page.getByLabel("object field").filter({ hasText: label });
  await group.getByRole("button", { name: "Expand", exact: true }).click();
  return group;
}

async function pressPublish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

const copyOf = (file: string) => path.join(editor.data.dataDir, file);
const fieldsOf = async <Fields>(file: string) => JSON.parse(await readFile(copyOf(file), "utf8")) as Fields;

test.beforeEach(async ({ context }) => {
  // Offline: nothing may leave this machine (a test that stands in for GitHub answers it first).
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
  context.on("dialog", (dialog) => void dialog.dismiss());
});

test("a project's Icon cleared with the keyboard is saved as absent, and the site builds", async ({ page }) => {
  const project = projects[0];
  expect(project?.icon).toBeDefined();
  const title = project?.title ?? "";
  await openInEditor(page, "Portfolio", "Portfolio projects");
  const entry = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByRole("button", { name: `Remove project ${title}` }) });
  await entry.getByRole("button", { name: `Expand project ${title}` }).click();
  // Decap's select clears on Backspace as on its ×: both save what the × saves.
  const icon = entry.getByLabel(/^Icon/);
  await icon.focus();
  await page.keyboard.press("Backspace");
  await expect(entry.getByText("Globe", { exact: true })).toHaveCount(0);
  await publish(page);

  const saved = await fieldsOf<{ projects: Record<string, unknown>[] }>("portfolio.json");
  expect(saved.projects[0]).not.toHaveProperty("icon");
  expect(await readFile(copyOf("portfolio.json"), "utf8")).not.toContain("null");
  await editor.buildAndServe();
});

/** The words and the picture of a built page's social card, as the served page names it. */
async function builtCard(page: Page, address: string) {
  await page.goto(`${origin}${address}`);
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
  const [firmName, title, description, image] = await Promise.all(
    ["og:site_name", "og:title", "og:description", "og:image"].map(meta),
  );
  // The tag names the card on the live site's address; this build serves it here.
  const png = await (await page.request.get(new URL(new URL(image ?? "").pathname, origin).href)).body();
  return { words: { firmName: firmName ?? "", title: title ?? "", description: description ?? "" }, png };
}

/** Inter's whole files, not cut down: the card drawn from the font directly. */
async function wholeFonts(): Promise<CardAssets["fonts"]> {
  return Promise.all(
    ([400, 700] as const).flatMap((weight) =>
      cardFontFiles(weight).map(async ({ name, file }) => ({
        name,
        data: await readFile(file),
        weight,
        style: "normal" as const,
      })),
    ),
  );
}

const pixels = (png: Buffer) => sharp(png).raw().toBuffer();

test("a Polish and a Vietnamese title publish, and the built social cards draw every letter", async ({ page }) => {
  await openPageTitles(page);
  await (await pageGroup(page, "Team (/team)")).getByLabel("Title", { exact: true }).fill(polishTitle);
  await (await pageGroup(page, "Services (/services)")).getByLabel("Title", { exact: true }).fill(vietnameseTitle);
  await publish(page);
  const saved = await fieldsOf<Record<string, { title: string }>>("pages.json");
  expect([saved.team?.title, saved.services?.title]).toEqual([polishTitle, vietnameseTitle]);

  await editor.buildAndServe();
  const { logo } = await cardAssets(siteDir, "");
  const fonts = await wholeFonts();
  for (const [address, title] of [
    ["/team", polishTitle],
    ["/services", vietnameseTitle.replace("{firmName}", site.firmName)],
  ] as const) {
    const built = await builtCard(page, address);
    expect(built.words.title).toBe(title);
    // The card drawn with Inter's whole files, and with its Western European subset alone, which
    // draws each of these letters as its empty box.
    const drawn = socialCardPng(await socialCardSvg(built.words, { fonts, logo }));
    const westernOnly = fonts.filter(({ name }) => name === "Inter");
    const boxes = socialCardPng(await socialCardSvg(built.words, { fonts: westernOnly, logo }));
    expect((await pixels(drawn)).equals(await pixels(boxes)), `${address}: the letters are drawn, not boxes`).toBe(
      false,
    );
    expect((await pixels(built.png)).equals(await pixels(drawn)), `${address}: the built card is the font's`).toBe(
      true,
    );
  }
});

/** Two tabs open the page titles; the first publishes one title, then the second another. */
async function twoTabsPublish(context: BrowserContext, { login, contact }: { login: boolean; contact: string }) {
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) {
    // The tabs share the signed-in owner: the second opens signed in.
    await openPageTitles(tab, { login: login && tab === first });
    await expect(tab.getByLabel("object field").filter({ hasText: "Contact (/contact)" })).toBeVisible();
  }
  await (await pageGroup(first, "Contact (/contact)")).getByLabel("Title", { exact: true }).fill(contact);
  await publish(first);
  await (
    await pageGroup(second, "Videos (/videos)")
  )
    .getByLabel("Title", { exact: true })
    .fill("Our Videos | {firmName}");
  await pressPublish(second);
  return second;
}

/** What the second tab is told, in its own words: what the other person changed, and what to do. */
async function expectRefused(second: Page) {
  await expect(
    second.getByText(
      "Not published. Someone else published this file after you opened it, so publishing now would undo their changes. They changed: Contact (/contact) › Title. Your changes are not saved yet: copy them somewhere, reload the page to see theirs, and make yours again.",
    ),
  ).toBeVisible();
  await expect(second.getByText("Changes saved")).toHaveCount(0);
}

test("on the local backend, a second tab's Publish of a file the first tab published since is refused, naming what changed", async ({
  context,
}) => {
  const committedVideosTitle = (await fieldsOf<Record<string, { title: string }>>("pages.json")).videos?.title;
  const contact = "Write to Us | {firmName}";
  const second = await twoTabsPublish(context, { login: true, contact });
  await expectRefused(second);
  const saved = await fieldsOf<Record<string, { title: string }>>("pages.json");
  expect([saved.contact?.title, saved.videos?.title]).toEqual([contact, committedVideosTitle]);
});

test("on GitHub, through the API calls the editor makes, a second tab's Publish is refused the same way", async ({
  context,
}) => {
  // Decap finds no local proxy here, so it uses GitHub, with the owner already signed in.
  await context.route(`http://127.0.0.1:${proxyPort}/**`, (route) => route.abort("connectionrefused"));
  const github = await standInForGitHub(context, editor.data.root, githubRepo);
  await context.addInitScript((user) => localStorage.setItem("decap-cms-user", JSON.stringify(user)), {
    backendName: "github",
    token: "a-token-for-the-stand-in",
    login: "owner",
    name: "The Owner",
  });
  const pagesFile = "packages/content/data/pages.json";
  const before = JSON.parse(github.file(pagesFile)) as Record<string, { title: string }>;

  const contact = "Say Hello | {firmName}";
  const second = await twoTabsPublish(context, { login: false, contact });
  await expectRefused(second);
  const saved = JSON.parse(github.file(pagesFile)) as Record<string, { title: string }>;
  expect([saved.contact?.title, saved.videos?.title]).toEqual([contact, before.videos?.title]);
  expect(github.commits()).toHaveLength(2);
});
