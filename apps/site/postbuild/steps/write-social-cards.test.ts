import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { pageMeta } from "../../app/layout/meta";
import { notFoundPath, pages } from "../../app/route-table";
import { socialCardPng } from "../social-card";
import { testBuild } from "./test-build";
import { writeSocialCards } from "./write-social-cards";

// Counts the cards drawn into pixels, to tell a card drawn from one taken from the cache.
vi.mock("../social-card", async (importOriginal) => {
  const original = await importOriginal<typeof import("../social-card")>();
  return { ...original, socialCardPng: vi.fn(original.socialCardPng) };
});

/** A prerendered page as the build has it after flattening: its file, with the head React Router renders. */
function prerendered(pagePath: string, edit: (html: string) => string = (html) => html): [string, string] {
  const Stub = createRoutesStub([{ path: "*", meta: () => pageMeta(pagePath), Component: () => createElement(Meta) }]);
  const head = renderToString(createElement(Stub, { initialEntries: [pagePath] }));
  const file = pagePath === "/" ? "index.html" : `${pagePath.slice(1)}.html`;
  return [file, edit(`<!DOCTYPE html><html lang="en"><head>${head}</head><body><h1>${pagePath}</h1></body></html>`)];
}

const everyPage = [...pages.map((page) => page.path), notFoundPath];
const content = (html: string, tag: string) =>
  new RegExp(`<meta (?:property|name)="${tag}" content="([^"]*)"`).exec(html)?.[1];

/** Builds the pages (one of them edited), runs the step (with `cache`, an earlier build's), and reads back each page and its card. */
async function cardsOf(edited?: { path: string; edit: (html: string) => string }, cache?: string) {
  const { build, read, files, remove } = await testBuild(
    Object.fromEntries(
      everyPage.map((pagePath) => prerendered(pagePath, pagePath === edited?.path ? edited.edit : undefined)),
    ),
  );
  await writeSocialCards.run({ ...build, cache: cache ?? build.cache });
  const cards = new Map<string, { url: string; twitter: string | undefined; png: Buffer; html: string }>();
  for (const [file] of everyPage.map((pagePath) => prerendered(pagePath))) {
    const html = await read(file);
    const url = content(html, "og:image") ?? "";
    cards.set(file, {
      url,
      twitter: content(html, "twitter:image"),
      png: await readFile(path.join(build.site, new URL(url).pathname)),
      html,
    });
  }
  const written = (await files()).filter((file) => file.endsWith(".png"));
  await remove();
  return { cards, written };
}

// Drawing fourteen cards takes a few seconds on a busy machine; the limit is for a hung run.
const drawing = 60_000;

const retitled = {
  path: "/portfolio",
  edit: (html: string) => html.replace(/(<meta property="og:title" content=")[^"]*/, "$1Our work for West Michigan"),
};

describe("writeSocialCards", () => {
  // The unedited build's cache, kept for a rebuild.
  let cache: string;
  let unedited: Awaited<ReturnType<typeof cardsOf>>;
  beforeAll(async () => {
    cache = await mkdtemp(path.join(tmpdir(), "social-cards-cache-"));
    unedited = await cardsOf(undefined, cache);
  }, drawing);
  afterAll(() => rm(cache, { recursive: true, force: true }));

  it("gives every route its own 1200×630 PNG card of at most 100 KB, named by its hash in og:image and twitter:image", () => {
    const { cards, written } = unedited;

    expect(cards.size).toBe(everyPage.length);
    for (const [file, { url, twitter, png }] of cards) {
      expect(url, file).toMatch(/^https:\/\/[^/]+\/assets\/cards\/[a-z0-9-]+-[\w-]{10}\.png$/);
      expect(twitter, file).toBe(url);
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString("latin1"), file).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], file).toEqual([1200, 630]);
      expect(png.length, file).toBeLessThanOrEqual(100 * 1024);
    }
    const urls = [...cards.values()].map((card) => card.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(written).toHaveLength(urls.length);
  });

  it(
    "a changed title changes that page's card and its name, and no other card",
    async () => {
      const before = unedited;
      const after = await cardsOf(retitled);

      const changed = [...after.cards].filter(([file, card]) => card.url !== before.cards.get(file)?.url);
      const redrawn = [...after.cards].filter(
        ([file, card]) => !card.png.equals(before.cards.get(file)?.png ?? Buffer.alloc(0)),
      );
      expect(changed.map(([file]) => file)).toEqual(["portfolio.html"]);
      expect(redrawn.map(([file]) => file)).toEqual(["portfolio.html"]);
    },
    drawing,
  );

  it(
    "a rebuild after an edit draws only the edited page's card, and writes what an uncached build writes",
    async () => {
      const uncached = await cardsOf(retitled);
      vi.mocked(socialCardPng).mockClear();

      const rebuilt = await cardsOf(retitled, cache);

      expect(socialCardPng).toHaveBeenCalledTimes(1);
      expect(rebuilt.written).toEqual(uncached.written);
      for (const [file, card] of uncached.cards) {
        expect(rebuilt.cards.get(file)?.html, file).toBe(card.html);
        expect(rebuilt.cards.get(file)?.png.equals(card.png), file).toBe(true);
      }
    },
    drawing,
  );
});
