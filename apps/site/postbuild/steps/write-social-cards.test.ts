import { readFile } from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { pageMeta } from "../../app/layout/meta";
import { notFoundPath, pages } from "../../app/route-table";
import { testBuild } from "./test-build";
import { writeSocialCards } from "./write-social-cards";

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

/** Builds the pages (one of them edited), runs the step, and reads back each page's card. */
async function cardsOf(edited?: { path: string; edit: (html: string) => string }) {
  const { build, read, files, remove } = await testBuild(
    Object.fromEntries(
      everyPage.map((pagePath) => prerendered(pagePath, pagePath === edited?.path ? edited.edit : undefined)),
    ),
  );
  await writeSocialCards.run(build);
  const cards = new Map<string, { url: string; twitter: string | undefined; png: Buffer }>();
  for (const [file] of everyPage.map((pagePath) => prerendered(pagePath))) {
    const html = await read(file);
    const url = content(html, "og:image") ?? "";
    cards.set(file, {
      url,
      twitter: content(html, "twitter:image"),
      png: await readFile(path.join(build.site, new URL(url).pathname)),
    });
  }
  const written = (await files()).filter((file) => file.endsWith(".png"));
  await remove();
  return { cards, written };
}

// Drawing fourteen cards takes a few seconds on a busy machine; the limit is for a hung run.
const drawing = 60_000;

describe("writeSocialCards", () => {
  let unedited: Awaited<ReturnType<typeof cardsOf>>;
  beforeAll(async () => {
    unedited = await cardsOf();
  }, drawing);

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
      const after = await cardsOf({
        path: "/portfolio",
        edit: (html) => html.replace(/(<meta property="og:title" content=")[^"]*/, "$1Our work for West Michigan"),
      });

      const changed = [...after.cards].filter(([file, card]) => card.url !== before.cards.get(file)?.url);
      const redrawn = [...after.cards].filter(
        ([file, card]) => !card.png.equals(before.cards.get(file)?.png ?? Buffer.alloc(0)),
      );
      expect(changed.map(([file]) => file)).toEqual(["portfolio.html"]);
      expect(redrawn.map(([file]) => file)).toEqual(["portfolio.html"]);
    },
    drawing,
  );
});
