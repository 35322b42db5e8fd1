/**
 * The built Storybook (`pnpm build-storybook` → storybook-static/) as a designer gets it: its index
 * lists a docs page for every component and form, the foundations and the introduction, and a
 * phone and a desktop story for every site page; and it works as plain static files served from
 * any folder of any host (here /design-system/), in Chromium, with no request failing.
 */
import { once } from "node:events";
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { chromium } from "playwright";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contrastGroups } from "../../.storybook/docs/foundations/colorPairs.ts";
import { themes } from "../../.storybook/docs/foundations/themes.ts";
import { pages } from "../../apps/site/app/route-table.ts";
import { root, storiesOf } from "./documented-components.mjs";

const output = path.join(root, "storybook-static");
const { entries } = JSON.parse(readFileSync(path.join(output, "index.json"), "utf8"));
const all = Object.values(entries);
const docs = all.filter((entry) => entry.type === "docs");
const stories = all.filter((entry) => entry.type === "story");

/** The foundations pages, by the title each .mdx file gives itself. */
const foundationsDir = path.join(root, ".storybook/docs/foundations");
const foundationTitles = readdirSync(foundationsDir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => /<Meta title="([^"]+)"/.exec(readFileSync(path.join(foundationsDir, file), "utf8"))[1])
  .sort();

describe("the built Storybook's index", () => {
  it.each(["ui", "forms"])(
    "has a docs page for every @grand-river/%s stories file, made from its component",
    (name) => {
      const titles = storiesOf(name).map((file) => file.title);
      expect(titles.length).toBeGreaterThan(5);
      for (const title of titles) {
        const page = docs.find((entry) => entry.title === title);
        expect(page, title).toBeDefined();
        expect(page.tags, title).toContain("autodocs");
      }
    },
  );

  it("has the introduction and the foundations, as docs pages", () => {
    expect(docs.map((entry) => entry.title)).toContain("Introduction");
    const foundations = docs.filter((entry) => entry.title.startsWith("Foundations/")).map((entry) => entry.title);
    expect(foundationTitles).toEqual(expect.arrayContaining(["Foundations/Colour", "Foundations/Typography"]));
    expect(foundations.sort()).toEqual(foundationTitles);
  });

  it("has every site page, and the not-found page, as a phone and a desktop story", () => {
    const storyFiles = readdirSync(path.join(root, "apps/site/app/stories")).filter((file) =>
      file.endsWith(".stories.tsx"),
    );
    const sources = storyFiles.map((file) => readFileSync(path.join(root, "apps/site/app/stories", file), "utf8"));
    const routes = [...pages.map((page) => page.file), "routes/not-found.tsx"];
    for (const file of routes) {
      const source = sources.find((text) => text.includes(`from "../${file.replace(/\.tsx$/, "")}"`));
      expect(source, `a story of ${file}`).toBeDefined();
      const title = source.match(/title:\s*"([^"]+)"/)[1];
      const shown = stories.filter((entry) => entry.title === title).map((entry) => entry.name);
      expect(shown, title).toEqual(expect.arrayContaining(["Phone", "Desktop"]));
    }
  });
});

describe("the built Storybook, served from a folder of a static host", () => {
  const folder = "/design-system/";
  const files = sirv(output);
  // The host's other paths are not Storybook's: only /design-system/… reaches its files.
  const server = createServer((request, response) => {
    const notFound = () => response.writeHead(404).end();
    if (!request.url?.startsWith(folder)) return notFound();
    request.url = request.url.slice(folder.length - 1);
    files(request, response, notFound);
  });
  let browser;
  let origin;

  beforeAll(async () => {
    await once(server.listen(0, "127.0.0.1"), "listening");
    origin = `http://127.0.0.1:${server.address().port}`;
    browser = await chromium.launch({
      // Debian's headless shell, as every browser test (apps/site/playwright.config.ts says why).
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--no-sandbox"],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((closed) => server.close(closed));
  });

  /** Opens a page of the built Storybook; `close()` closes it and fails on any request of it that failed. */
  async function open(address) {
    const page = await browser.newPage();
    const failed = [];
    page.on("response", (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    page.on("requestfailed", (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
    await page.goto(`${origin}${folder}${address}`);
    const close = async () => {
      await page.close();
      expect(failed, `failed requests of ${address || "the start page"}`).toEqual([]);
    };
    return { page, close };
  }

  it("opens on the introduction, with every section in the sidebar", async () => {
    const { page, close } = await open("");
    await expect
      .poll(() => page.locator("#storybook-explorer-menu").innerText(), { timeout: 30_000 })
      .toMatch(/Foundations[\s\S]*UI[\s\S]*Forms[\s\S]*Pages/i);
    await close();
  });

  it("shows a component's docs: its description and a props table from its types", async () => {
    const { page, close } = await open("iframe.html?id=ui-button--docs&viewMode=docs");
    const content = page.locator(".sbdocs-content");
    await expect.poll(() => content.innerText(), { timeout: 30_000 }).toContain("Not for going somewhere");
    const table = page.locator("table.docblock-argstable");
    await expect.poll(() => table.innerText(), { timeout: 30_000 }).toMatch(/variant[\s\S]*"primary"/);
    await close();
  });

  it("renders the colour foundations from the tokens: a ratio for every pair in each theme, all passing", async () => {
    const { page, close } = await open("iframe.html?id=foundations-colour--docs&viewMode=docs");
    const pairs = contrastGroups.reduce((count, group) => count + group.pairs.length, 0) * themes.length;
    const rows = page.locator("tr[data-passes]");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(pairs);
    await expect(page.locator('tr[data-passes="false"]').count()).resolves.toBe(0);
    await expect(page.locator(".sbdocs-content").innerText()).resolves.toMatch(/--gr-color-primary[\s\S]*\d+\.\d\d:1/);
    await close();
  });

  it.each(foundationTitles)("renders %s: its token tables, and no error", async (title) => {
    const entry = docs.find((candidate) => candidate.title === title);
    const { page, close } = await open(`iframe.html?id=${entry.id}&viewMode=docs`);
    const captions = page.locator(".sbdocs-content table caption");
    await expect.poll(() => captions.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const caption of await captions.allInnerTexts()) expect(caption.trim()).not.toBe("");
    await expect(page.locator("body.sb-show-errordisplay").count()).resolves.toBe(0);
    await close();
  });
});
