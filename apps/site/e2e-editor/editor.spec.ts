import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  playbookPage,
  playbookTerms,
  portfolioPage,
  portfolioTabs,
  projects,
  projectsForTab,
  site,
} from "@grand-river/content";
import { committedFile, editorOnACopy, openInEditor, origin, publish, untilSlateHasTheCaret } from "./workspace";

/**
 * The agency edits its own site: /edit on Decap's local backend adds a portfolio project, the
 * rebuilt site shows it, and removing it again leaves the file exactly as it was. Offline: any
 * request leaving this machine fails the test. Everything runs on a copy of the data files.
 */

const editor = editorOnACopy("build-e2e-editor");

const newProject = {
  title: "Payroll Reconciliation Bot",
  description:
    "Timesheets from three job sites are matched against payroll every Friday, and the differences land in one short email.",
  tag: "Payroll",
};

/** Opens the portfolio file in the editor, signed in to the local backend (no account). */
async function openPortfolioInEditor(page: Page) {
  await page.goto(`${origin}/edit`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Portfolio" }).first().click();
  await page.getByText("Portfolio projects").click();
  // Decap renders every project's fields at once: on a busy machine that takes a while.
  await expect(page.getByText(`${await projectsInCopy()} projects`)).toBeVisible({ timeout: 60_000 });
}

/** Publishes the open entry and waits for Decap to say it is saved. */
/** What axe's naming rules (and `more`) find on the editor's screen: every control, frame and field named. */
async function namingViolations(page: Page, more: readonly string[] = []) {
  const results = await new AxeBuilder({ page })
    .withRules([
      "button-name",
      "aria-command-name",
      "frame-title",
      "link-name",
      "input-button-name",
      "select-name",
      "label",
      ...more,
    ])
    .analyze();
  return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }));
}

/**
 * Types into the last FAQ answer, a rich-text (Markdown) box. Slate reads the caret from the page's
 * selection events, which it throttles (100 ms), so the words wait until it has.
 */
async function typeAnswer(page: Page, words: string) {
  const box = page.getByLabel("markdown field").last().getByRole("textbox");
  await box.click();
  await expect(box).toBeFocused();
  await untilSlateHasTheCaret(page);
  await page.keyboard.type(words);
}

const portfolioCopy = () => path.join(editor.data.dataDir, "portfolio.json");
const projectsInCopy = async () =>
  (JSON.parse(await readFile(portfolioCopy(), "utf8")) as { projects: unknown[] }).projects.length;

test.beforeEach(async ({ context }) => {
  // Offline: nothing may leave this machine.
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

test("the agency adds a project in the Automation category at /edit, and the rebuilt portfolio shows it under Automations", async ({
  page,
}) => {
  const leftTheMachine: string[] = [];
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText === "net::ERR_INTERNET_DISCONNECTED") leftTheMachine.push(request.url());
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  await openPortfolioInEditor(page);
  await page.getByRole("button", { name: /Add project/ }).click();
  // The new project is the last of the list; its fields are named as the schemas label them.
  await page.getByLabel("Title", { exact: true }).last().fill(newProject.title);
  await page.getByLabel("Description", { exact: true }).last().fill(newProject.description);
  await page.getByLabel("Category", { exact: true }).last().click();
  await page.getByRole("option", { name: "Automation", exact: true }).click();
  await page
    .getByRole("button", { name: /Add tag/ })
    .last()
    .click();
  await page.getByLabel("Tag", { exact: true }).last().fill(newProject.tag);
  await publish(page);

  const saved = JSON.parse(await readFile(portfolioCopy(), "utf8")) as { projects: Record<string, unknown>[] };
  expect(saved.projects.at(-1)).toEqual({
    title: newProject.title,
    description: newProject.description,
    category: "automation",
    tags: [newProject.tag],
  });

  await editor.buildAndServe();
  await page.goto(`${origin}/portfolio`);
  const tabList = page.getByRole("tablist", { name: portfolioPage.tabsLabel });
  const cards = page.getByRole("tabpanel").getByRole("heading", { level: 2 });
  const expected = {
    all: projects.length + 1,
    website: projectsForTab("website").length,
    automation: projectsForTab("automation").length + 1,
  };
  for (const tab of [portfolioTabs[2], portfolioTabs[1], portfolioTabs[0]]) {
    await tabList.getByRole("tab", { name: tab.label }).click();
    await expect(cards).toHaveCount(expected[tab.id]);
    if (tab.id === "website") await expect(cards.filter({ hasText: newProject.title })).toHaveCount(0);
    else await expect(cards.filter({ hasText: newProject.title })).toHaveCount(1);
  }
  const card = page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: newProject.title }) });
  await expect(card.getByText(newProject.description)).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText([newProject.tag]);

  expect(leftTheMachine).toEqual([]);
  expect(errors).toEqual([]);
});

test("removing the project again at /edit leaves the data file exactly as committed", async ({ page }) => {
  await openPortfolioInEditor(page);
  // Decap's list item: its heading bar holds the collapse and remove buttons, neither with a name of its own.
  const item = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByText(newProject.title, { exact: true }) });
  await item.locator(":scope > div:first-child > button").last().click();
  await expect(page.getByText(newProject.title, { exact: true })).toHaveCount(0);
  await publish(page);
  expect(await readFile(portfolioCopy(), "utf8")).toBe(await readFile(committedFile("portfolio.json"), "utf8"));
});

test("a brace the field cannot fill and a question of spaces are refused at the field, and nothing is saved", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  const faqCopy = path.join(editor.data.dataDir, "playbook-faq.json");
  await page.goto(`${origin}/edit`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "FAQs" }).first().click();
  await page.getByText("Weekly AI Playbook FAQ").click();
  await page.getByRole("button", { name: /Add question/ }).click();
  await page.getByLabel("Question", { exact: true }).last().fill("   ");
  await typeAnswer(page, "The audit costs {auditprice}.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();

  await expect(page.getByText("Question: is empty. Fill it in.", { exact: true })).toBeVisible();
  const braceError = page.getByText(
    /^Answer: uses \{auditprice\}, which the site cannot fill in\. Use one of \{monthlyPrice\}/,
  );
  await expect(braceError).toBeVisible();
  // As the build writes it: in capitals, {monthlyPrice} would read {MONTHLYPRICE}.
  await expect(braceError).toHaveCSS("text-transform", "none");
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  expect(await readFile(faqCopy, "utf8")).toBe(await readFile(committedFile("playbook-faq.json"), "utf8"));
  // A refused save is the editor at work: nothing is thrown.
  expect(pageErrors).toEqual([]);
});

test("a new FAQ answer shows in the preview pane as the page's accordion, prices filled in, before anything is saved", async ({
  page,
}) => {
  const question = "Do you work with nonprofits?";
  await page.goto(`${origin}/edit`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "FAQs" }).first().click();
  await page.getByText("Weekly AI Playbook FAQ").click();
  // The list's entries are summarised by their own questions.
  for (const item of playbookPage.faq.items) await expect(page.getByText(item.question, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /Add question/ }).click();
  await page.getByLabel("Question", { exact: true }).last().fill(question);
  await typeAnswer(page, "Yes, at the same {monthlyPrice} a month.");

  const preview = page.locator("iframe").first().contentFrame();
  await expect(preview.getByRole("heading", { level: 2, name: playbookPage.faq.heading })).toBeVisible();
  const heading = preview.getByRole("heading", { level: 3, name: question });
  await heading.click();
  await expect(preview.getByText(`Yes, at the same $${playbookTerms.monthlyPrice} a month.`)).toBeVisible();
  expect(await readFile(path.join(editor.data.dataDir, "playbook-faq.json"), "utf8")).toBe(
    await readFile(committedFile("playbook-faq.json"), "utf8"),
  );
});

test("saving one page title changes that one line of pages.json, and a legal edit only the lines it touched", async ({
  page,
}) => {
  const linesOf = async (file: string) => (await readFile(file, "utf8")).split("\n");
  const changedLines = async (file: string) => {
    const [saved, committed] = await Promise.all([
      linesOf(path.join(editor.data.dataDir, file)),
      linesOf(committedFile(file)),
    ]);
    expect(saved).toHaveLength(committed.length);
    return saved.filter((line, index) => line !== committed[index]);
  };

  await page.goto(`${origin}/edit`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Page titles and descriptions" }).first().click();
  await page.getByRole("link", { name: "Titles and descriptions", exact: true }).click();
  const team = page.getByLabel("object field").filter({ hasText: "Team (/team)" });
  await team.getByRole("button", { name: "Expand", exact: true }).click();
  await team.getByLabel("Title", { exact: true }).fill("Meet the Team | {firmName}");
  // Before it is saved, the preview shows the page's search result and social card with the new title.
  const preview = page.locator("iframe").first().contentFrame();
  const teamPreview = preview
    .getByRole("listitem")
    .filter({ has: preview.getByRole("heading", { name: "Team (/team)" }) });
  await expect(teamPreview.getByRole("heading", { level: 3 })).toHaveText(`Meet the Team | ${site.firmName}`);
  await expect(
    teamPreview.getByRole("img", { name: new RegExp(`^Meet the Team \\| ${site.firmName}\\. `) }),
  ).toBeVisible();
  await publish(page);
  expect(await changedLines("pages.json")).toEqual(['    "title": "Meet the Team | {firmName}",']);

  await page.goto(`${origin}/edit`);
  await page.getByRole("link", { name: "Legal pages" }).first().click();
  await page.getByRole("link", { name: /^Privacy policy/ }).click();
  // The date's button is named by what it does, not by the field's key.
  await expect(page.getByRole("button", { name: "Now (today's date)" })).toBeVisible();
  // A click on the first words' left edge puts the caret before them. Slate reads the caret from
  // the page's selection events, which it throttles (100 ms): typing sooner, on a busy machine,
  // lands where Slate last saw it. (A key that moves the caret after the click raced the same way.)
  const body = page.getByLabel("markdown field").getByRole("textbox");
  await body.getByText("This policy explains", { exact: false }).click({ position: { x: 1, y: 4 } });
  await expect(body).toBeFocused();
  await untilSlateHasTheCaret(page);
  await page.keyboard.type("Welcome. ");
  await publish(page);
  // The body is one line of JSON; its Markdown, line by line, changed only where the words did.
  const bodyLines = async (file: string) =>
    (JSON.parse(await readFile(file, "utf8")) as { body: string }).body.split("\n");
  const [savedBody, committedBody] = await Promise.all([
    bodyLines(path.join(editor.data.dataDir, "legal/privacy-policy.json")),
    bodyLines(committedFile("legal/privacy-policy.json")),
  ]);
  expect(savedBody).toHaveLength(committedBody.length);
  expect(savedBody.filter((line, index) => line !== committedBody[index])).toEqual([`Welcome. ${committedBody[0]}`]);
  expect(await changedLines("legal/privacy-policy.json")).toHaveLength(1);
});

/** One list entry in the editor, by the words its bar's controls name it with ("project Lakeshore Family Dental"). */
const entryOf = (page: Page, entry: string) =>
  page.locator('[class*="SortableListItem"]').filter({ has: page.getByRole("button", { name: `Remove ${entry}` }) });

/** The pages file's group of one page ("Team (/team)"). */
const pageGroup = (page: Page, label: string) => page.getByLabel("object field").filter({ hasText: label });

interface Refusal {
  /** What the owner did, as the test's name says it. */
  readonly name: string;
  readonly file: string;
  edit(page: Page): Promise<void>;
  /** The build's words, shown under the field. */
  readonly says: string;
}

const longTitle = `Meet the team behind ${"every automation ".repeat(5)}`.slice(0, 100);

const refusals: readonly Refusal[] = [
  {
    name: "a javascript: link on a project just given a new tag",
    file: "portfolio.json",
    async edit(page) {
      await openPortfolioInEditor(page);
      const entry = entryOf(page, `project ${projects[0]?.title}`);
      await entry.getByRole("button", { name: `Expand project ${projects[0]?.title}` }).click();
      await entry.getByRole("button", { name: /Add tag/ }).click();
      await entry.getByLabel("Tag", { exact: true }).last().fill("Security");
      await entry.getByLabel(/^Project link/).fill("javascript:alert(document.cookie)");
    },
    says: "Project link: must be a full web address starting with https://, such as https://example.com/page.",
  },
  {
    name: "a new project with tags and an http:// link",
    file: "portfolio.json",
    async edit(page) {
      await openPortfolioInEditor(page);
      await page.getByRole("button", { name: /Add project/ }).click();
      await page.getByLabel("Title", { exact: true }).last().fill(newProject.title);
      await page.getByLabel("Description", { exact: true }).last().fill(newProject.description);
      await page.getByLabel("Category", { exact: true }).last().click();
      await page.getByRole("option", { name: "Automation", exact: true }).click();
      for (const tag of ["Payroll", "Reporting"]) {
        await page
          .getByRole("button", { name: /Add tag/ })
          .last()
          .click();
        await page.getByLabel("Tag", { exact: true }).last().fill(tag);
      }
      await page
        .getByLabel(/^Project link/)
        .last()
        .fill("http://example.com/payroll");
    },
    says: "Project link: must be a full web address starting with https://, such as https://example.com/page.",
  },
  {
    name: "a javascript: link on a project dragged to the top of the list",
    file: "portfolio.json",
    async edit(page) {
      await openPortfolioInEditor(page);
      const [first, second] = [`project ${projects[0]?.title}`, `project ${projects[1]?.title}`];
      const target = await page.getByRole("button", { name: `Drag to move ${first}` }).boundingBox();
      await page.getByRole("button", { name: `Drag to move ${second}` }).hover();
      await page.mouse.down();
      // dnd-kit starts a drag after 4 pixels of movement, then follows the pointer.
      await page.mouse.move((target?.x ?? 0) + 10, (target?.y ?? 0) - 10, { steps: 12 });
      await page.mouse.up();
      await expect(page.getByRole("button", { name: /^Drag to move / }).first()).toHaveAccessibleName(
        `Drag to move ${second}`,
      );
      const moved = entryOf(page, second);
      await moved.getByRole("button", { name: `Expand ${second}` }).click();
      await moved.getByLabel(/^Project link/).fill("javascript:alert(document.cookie)");
    },
    says: "Project link: must be a full web address starting with https://, such as https://example.com/page.",
  },
  {
    name: "a 100-character page title after adding a keyword",
    file: "pages.json",
    async edit(page) {
      await openInEditor(page, "Page titles and descriptions", "Titles and descriptions");
      const team = pageGroup(page, "Team (/team)");
      await team.getByRole("button", { name: "Expand", exact: true }).click();
      await team.getByRole("button", { name: /Add keyword/ }).click();
      await team.getByLabel("Keyword", { exact: true }).last().fill("Automation team");
      await team.getByLabel("Title", { exact: true }).fill(longTitle);
    },
    says: "Title: is 100 characters long; keep it to 90.",
  },
  {
    name: "a page title of one emoji",
    file: "pages.json",
    async edit(page) {
      await openInEditor(page, "Page titles and descriptions", "Titles and descriptions");
      const team = pageGroup(page, "Team (/team)");
      await team.getByRole("button", { name: "Expand", exact: true }).click();
      await team.getByLabel("Title", { exact: true }).fill("🚀");
    },
    says: "Title: has no words. Use letters or digits, not only symbols.",
  },
  {
    name: "a new FAQ answer holding an <img> tag",
    file: "playbook-faq.json",
    async edit(page) {
      await openInEditor(page, "FAQs", /^Weekly AI Playbook FAQ/);
      await page.getByRole("button", { name: /Add question/ }).click();
      await page.getByLabel("Question", { exact: true }).last().fill("Can I see an example?");
      await typeAnswer(page, "Here: <img src=x onerror=alert(1)>");
    },
    says: "Answer: has HTML code, <img src=x onerror=alert(1)>, which the site shows as plain text, not as a picture or formatting. Remove it.",
  },
];

for (const refusal of refusals)
  test(`Publish is refused at the field, in the build's words: ${refusal.name}`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(String(error)));
    // As the tests before left it (one saves a page title).
    const copy = path.join(editor.data.dataDir, refusal.file);
    const before = await readFile(copy, "utf8");
    await refusal.edit(page);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();

    await expect(page.getByText(refusal.says, { exact: true })).toBeVisible();
    await expect(page.getByText("Changes saved")).toHaveCount(0);
    expect(await readFile(copy, "utf8")).toBe(before);
    expect(pageErrors).toEqual([]);
  });

test("a page's title and description tell their length against search results, the card and their limit while typed", async ({
  page,
}) => {
  await openInEditor(page, "Page titles and descriptions", "Titles and descriptions");
  const team = pageGroup(page, "Team (/team)");
  await team.getByRole("button", { name: "Expand", exact: true }).click();
  const title = "Meet the people who build your automations | ".repeat(2).slice(0, 90);
  await team.getByLabel("Title", { exact: true }).fill(title);
  await expect(
    team.getByText(
      "90 characters: search results cut it near 60, so its end may not show there. The social card shows 3 lines of it; at most 90.",
    ),
  ).toBeVisible();
  await team
    .getByLabel("Description", { exact: true })
    .fill("Every word of this description counts. ".repeat(6).slice(0, 200));
  await expect(team.getByText(/^200 characters: search results cut it near 155, .* at most 200\.$/)).toBeVisible();

  // Before anything is saved, the preview's card carries them.
  const preview = page.locator("iframe").first().contentFrame();
  const card = preview
    .getByRole("listitem")
    .filter({ has: preview.getByRole("heading", { name: "Team (/team)" }) })
    .getByRole("img");
  await expect(card).toHaveAccessibleName(/^Meet the people .*\. Every word/);
});

test("axe finds no unnamed control on a project's screen: entry bars, drag handles and the preview are named", async ({
  page,
}) => {
  await openPortfolioInEditor(page);
  const title = `project ${projects[0]?.title}`;
  await entryOf(page, title)
    .getByRole("button", { name: `Expand ${title}` })
    .click();
  await expect(page.getByRole("button", { name: `Collapse ${title}` })).toBeVisible();
  await expect(page.locator("iframe#preview-pane")).toHaveAttribute("title", /^Preview/);
  expect(await namingViolations(page)).toEqual([]);
});

// --- Pictures -------------------------------------------------------------------------------------

const newPortrait = { file: "founder-at-the-office.jpg", alt: "Alex Rivera at a standing desk by a sunny window" };
const noAlt =
  "Alt text: is empty. Say what the picture shows, or tick Decorative if the words beside it already say it.";

/** A file for the owner to upload, made here (no network), outside the media folder. */
async function fileToUpload(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(editor.data.root, "to-upload", name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

/** A photo as a camera saves it: a JPEG of `width` × `height` with some detail in it. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4c27a"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

/** An iPhone's HEIC photo, as far as any reader can tell: an AVIF whose `ftyp` brand says "heic". */
async function heicPhoto(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } })
    .avif()
    .toBuffer();
  expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
  bytes.write("heic", 8, "latin1");
  return bytes;
}

/** The pictures file's group of one picture ("Founder's photo (/team)"). */
const pictureGroup = (page: Page, label: string): Locator =>
  page.getByLabel("object field").filter({ has: page.getByText(label, { exact: true }) });

async function openPictures(page: Page) {
  await openInEditor(page, "Photos and pictures", "Pictures of the pages");
  await expect(pictureGroup(page, "Founder's photo (/team)")).toBeVisible({ timeout: 60_000 });
}

/** Opens the media library from a picture group, as its button says. */
async function openMediaLibrary(group: Locator) {
  await group.getByRole("button", { name: /^Choose (different|an) image$/ }).click();
  await expect(group.page().getByRole("button", { name: "Choose selected" })).toBeVisible();
}

test("the founder's new photo, uploaded with its alt text at /edit, shows in the preview and on the rebuilt /team through the picture pipeline", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  const upload = await fileToUpload(newPortrait.file, await photo(2400, 1600));
  await openPictures(page);
  const founder = pictureGroup(page, "Founder's photo (/team)");
  // The hint says what good alt text is.
  await expect(founder.getByText(/what the picture shows, for visitors who cannot see it/)).toBeVisible();

  await openMediaLibrary(founder);
  await page.locator('input[type="file"]').setInputFiles(upload);
  await expect(page.getByText(newPortrait.file)).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await founder.getByLabel("Alt text", { exact: true }).fill(newPortrait.alt);

  // Before it is published, the preview shows the upload as /team will.
  const preview = page.locator("iframe").first().contentFrame();
  const shown = preview.getByRole("img", { name: newPortrait.alt });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2400);

  await publish(page);
  const saved = JSON.parse(await readFile(path.join(editor.data.dataDir, "pictures.json"), "utf8")) as {
    founder: unknown;
  };
  expect(saved.founder).toEqual({ file: `/media/${newPortrait.file}`, alt: newPortrait.alt });
  expect((await stat(path.join(editor.data.mediaDir, newPortrait.file))).size).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);

  await editor.buildAndServe();
  await page.goto(`${origin}/team`);
  const portrait = page.getByRole("img", { name: newPortrait.alt });
  await expect(portrait).toBeVisible();
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const avif = page.locator('picture:has(img[alt="' + newPortrait.alt + '"]) source[type="image/avif"]');
  const files = ((await avif.getAttribute("srcset")) ?? "").split(", ").map((entry) => entry.split(" ")[0] ?? "");
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    expect(file).toMatch(/^\/assets\/media\/founder-at-the-office-[0-9a-f]+-\d+\.avif$/);
    expect((await page.request.get(`${origin}${file}`)).status()).toBe(200);
  }
});

test("a picture without alt text is refused at the alt field, in the build's words, and nothing is saved", async ({
  page,
}) => {
  const copy = path.join(editor.data.dataDir, "pictures.json");
  const before = await readFile(copy, "utf8");
  await openPictures(page);
  const founder = pictureGroup(page, "Founder's photo (/team)");
  await founder.getByLabel("Alt text", { exact: true }).fill("");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(founder.getByText(noAlt, { exact: true })).toBeVisible();
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  expect(await readFile(copy, "utf8")).toBe(before);

  // Ticked Decorative, the picture needs none.
  await founder.getByRole("switch").click();
  await publish(page);
  const saved = JSON.parse(await readFile(copy, "utf8")) as { founder: Record<string, unknown> };
  expect(saved.founder).toMatchObject({ decorative: true });
});

test("an iPhone HEIC photo is refused at upload, and chosen from the media folder is refused at the field, both in the build's words", async ({
  page,
}) => {
  const heic = await heicPhoto();
  const upload = await fileToUpload("IMG_0042.heic", heic);
  // One already in the media folder, as a commit from elsewhere could leave it, under a name the library lists.
  await writeFile(path.join(editor.data.mediaDir, "from-the-phone.jpg"), heic);
  const copy = path.join(editor.data.dataDir, "pictures.json");
  const before = await readFile(copy, "utf8");
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await openPictures(page);
  const flyer = pictureGroup(page, "Storage flyer (/flyer-port-sheldon)");
  await openMediaLibrary(flyer);
  await page.locator('input[type="file"]').setInputFiles(upload);
  await expect
    .poll(() => alerts)
    .toEqual([
      "“/media/IMG_0042.heic” is an iPhone photo in HEIC format, which web browsers cannot show. Export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.",
    ]);
  // Nothing was stored.
  await expect(stat(path.join(editor.data.mediaDir, "img_0042.heic"))).rejects.toThrow();

  // The library lists its files once it has read them; a click before that selects nothing, and
  // "Choose selected" stays disabled, so the choice is made until it takes.
  const choose = page.getByRole("button", { name: "Choose selected" });
  await expect(async () => {
    await page.getByText("from-the-phone.jpg", { exact: true }).click({ timeout: 5_000 });
    await expect(choose).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await choose.click();
  const words =
    "Picture: “/media/from-the-phone.jpg” is an iPhone photo in HEIC format, which web browsers cannot show. Export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.";
  await expect(flyer.getByText(words, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  expect(await readFile(copy, "utf8")).toBe(before);
});

test("a photo wider than 8,000 pixels is refused at upload, and one too narrow for its place is noted under the field", async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const wide = await fileToUpload("panorama.jpg", await photo(8400, 600));
  const small = await fileToUpload("small-thumbnail.jpg", await photo(600, 400));
  await openPictures(page);
  const flyer = pictureGroup(page, "Storage flyer (/flyer-port-sheldon)");
  await openMediaLibrary(flyer);
  await page.locator('input[type="file"]').setInputFiles(wide);
  await expect
    .poll(() => alerts)
    .toEqual([
      "“/media/panorama.jpg” is 8,400 pixels wide; a picture may be at most 8,000. Save it smaller (2,400 pixels wide is plenty) and upload that.",
    ]);
  await page.locator('input[type="file"]').setInputFiles(small);
  await expect(page.getByText("small-thumbnail.jpg", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(
    flyer.getByText(
      "“/media/small-thumbnail.jpg” is 600 pixels wide and shows up to 1,080 wide, so on sharp screens it needs 2,160 to look crisp. Upload a larger one if you have it.",
    ),
  ).toBeVisible();
  // A note, not a refusal.
  await publish(page);
});

test("axe finds no unnamed control on the pictures' screen", async ({ page }) => {
  await openPictures(page);
  await expect(page.locator("iframe#preview-pane")).toHaveAttribute("title", /^Preview/);
  expect(await namingViolations(page, ["image-alt"])).toEqual([]);
});
