import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { portfolioPage, projects } from "@grand-river/content";
import { committedFile, editorOnACopy, openInEditor, origin } from "./workspace";

/**
 * The owner at /edit with the keyboard alone, and a screen reader's view of it: she moves a project
 * to the top and the rebuilt portfolio shows it first; a refusal shows as she leaves the field, and
 * Publish lists what it refused with a way to each; a removal is undone; and axe, every rule on,
 * finds nothing on any file's screen. On a copy of the data files, offline.
 */

const editor = editorOnACopy("build-e2e-editor-keyboard");

async function openPortfolio(page: Page) {
  await openInEditor(page, "Portfolio", /^Portfolio projects/);
  // Decap renders every project's fields at once: on a busy machine that takes a while.
  await expect(page.getByText(`${projects.length} projects`)).toBeVisible({ timeout: 60_000 });
}

/** What the editor says to a screen reader (its live region). */
const said = (page: Page) => page.locator("[data-editor-announcer]");

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

const portfolioCopy = () => path.join(editor.data.dataDir, "portfolio.json");

test.beforeEach(async ({ context }) => {
  // Offline: nothing may leave this machine.
  await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"));
});

test("a removed tag comes back with Undo, a removed project with Ctrl+Z, each where it was", async ({ page }) => {
  const [first, second] = [projects[0], projects[1]];
  const tag = first?.tags[0] ?? "";
  await openPortfolio(page);
  await page.getByRole("button", { name: `Expand project ${first?.title}` }).click();

  await page.getByRole("button", { name: `Remove tag ${tag}` }).press("Enter");
  await expect(page.getByRole("button", { name: `Remove tag ${tag}` })).toHaveCount(0);
  const undoBar = page.getByRole("region", { name: "Undo" });
  await expect(undoBar).toContainText(`Removed tag ${tag}.`);
  await undoBar.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("button", { name: /^Remove tag / }).first()).toHaveAccessibleName(`Remove tag ${tag}`);
  await expect(undoBar).toBeHidden();

  await page.getByRole("button", { name: `Remove project ${second?.title}` }).press("Enter");
  await expect(page.getByRole("button", { name: `Remove project ${second?.title}` })).toHaveCount(0);
  await expect(page.getByText("Unsaved Changes")).toBeVisible();
  await expect(said(page)).toHaveText(`Removed project ${second?.title}. Press Undo, or Ctrl+Z, to bring it back.`);
  await page.keyboard.press("Control+z");
  await expect(page.getByRole("button", { name: /^Drag to move project / }).nth(1)).toHaveAccessibleName(
    `Drag to move project ${second?.title}`,
  );
  await expect(said(page)).toHaveText(`Brought back project ${second?.title}, at position 2 of ${projects.length}`);

  // Both came back whole and in place: Decap finds the entry as saved again, with nothing to publish.
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible();
});

test("a javascript: link is refused as focus leaves its field, and Publish lists the refusal with a link back to it", async ({
  page,
}) => {
  const project = projects[0]?.title ?? "";
  const refusal = "Project link: must be a full web address starting with https://, such as https://example.com/page.";
  await openPortfolio(page);
  await page.getByRole("button", { name: `Expand project ${project}` }).click();
  const link = page.getByLabel(/^Project link/).first();
  await link.fill("javascript:alert(document.cookie)");
  await link.press("Tab");
  // Under the field, before any Publish, and said.
  await expect(page.getByText(refusal, { exact: true })).toBeVisible();
  await expect(said(page)).toHaveText(`Not accepted: ${refusal}`);

  await publish(page);
  const summary = page.getByRole("region", { name: "Not published: 1 field needs a change" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: `project ${project} › ${refusal}` }).press("Enter");
  await expect(link).toBeFocused();
  await expect(page.getByText("Changes saved")).toHaveCount(0);
  expect(await readFile(portfolioCopy(), "utf8")).toBe(await readFile(committedFile("portfolio.json"), "utf8"));
});

test("the owner moves a project to the top with the keyboard alone, hears where it went, and the rebuilt portfolio shows it first", async ({
  page,
}) => {
  const moved = projects[2]?.title ?? "";
  await openPortfolio(page);
  // From the project's arrow, Tab reaches its drag handle, described by what the keys do.
  await page.getByRole("button", { name: `Expand project ${moved}` }).focus();
  await page.keyboard.press("Tab");
  const handle = page.getByRole("button", { name: `Drag to move project ${moved}` });
  await expect(handle).toBeFocused();
  await expect(handle).toHaveAccessibleDescription(/^Press the up or down arrow to move it one place/);

  await page.keyboard.press("ArrowUp");
  await expect(said(page)).toHaveText(`Moved project ${moved} to position 2 of ${projects.length}`);
  await expect(handle).toBeFocused();
  await page.keyboard.press("Home");
  await expect(said(page)).toHaveText(`Moved project ${moved} to position 1 of ${projects.length}`);
  await expect(handle).toBeFocused();
  await expect(page.getByRole("button", { name: /^Drag to move project / }).first()).toHaveAccessibleName(
    `Drag to move project ${moved}`,
  );

  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  const saved = JSON.parse(await readFile(portfolioCopy(), "utf8")) as { projects: { title: string }[] };
  expect(saved.projects.map((project) => project.title)).toEqual([
    moved,
    projects[0]?.title,
    projects[1]?.title,
    ...projects.slice(3).map((project) => project.title),
  ]);

  await editor.buildAndServe();
  await page.goto(`${origin}/portfolio`);
  await expect(page.getByRole("tablist", { name: portfolioPage.tabsLabel })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toHaveText(moved);
});

/** Every file the editor offers, by its group's and its own link names, and whether it has folded entries or groups. */
const screens: readonly [group: string, file: RegExp, folded: boolean][] = [
  ["Portfolio", /^Portfolio projects/, true],
  ["Photos and pictures", /^Pictures of the pages/, true],
  ["Videos", /^Channel videos/, true],
  ["FAQs", /^Weekly AI Playbook FAQ/, true],
  ["FAQs", /^Grand Rapids FAQ/, true],
  ["Legal pages", /^Privacy policy/, false],
  ["Legal pages", /^Terms of service/, false],
  ["Legal pages", /^Accessibility statement/, false],
  ["Page titles and descriptions", /^Titles and descriptions$/, true],
];

for (const [group, file, folded] of screens)
  test(`axe, every rule on, finds nothing on the screen of ${file.source.replace(/[\^$]/g, "")}${folded ? ", its first entry unfolded" : ""}`, async ({
    page,
  }) => {
    await openInEditor(page, group, file);
    await expect(page.locator("iframe#preview-pane")).toHaveAttribute("title", /^Preview/, { timeout: 60_000 });
    if (folded) {
      const expand = page.getByRole("button", { name: /^Expand/ }).first();
      const name = (await expand.getAttribute("aria-label")) ?? "";
      await expand.click();
      await expect(page.getByRole("button", { name: name.replace(/^Expand/, "Collapse") }).first()).toBeVisible();
    }
    // Decap's loading bar (a canvas along the top edge) shows while a file loads: read the screen
    // once it is gone, as the owner works on it.
    await expect(page.locator("body > canvas:visible")).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }))).toEqual([]);
  });
