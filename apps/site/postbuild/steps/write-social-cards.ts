import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { socialCardFolder } from "../../app/route-table";
import { pageCard, withCardUrl } from "../page-card";
import { builtPages, step } from "../site-build";
import { cardAssets, cardFileName, socialCardPng, socialCardSvg } from "../social-card";
import { packageFile, withStepCache } from "../step-cache";

/**
 * Each page's social card (../social-card.tsx), drawn from the words its metadata carries, written
 * to /assets/cards/ under a name with its hash (so hosts cache it for a year, and a share of a
 * changed page shows the new card), and named in the page's `og:image` and `twitter:image`.
 * Every card is laid out again, which is quick; its pixels are kept by that layout
 * (../step-cache.ts), which holds all they are drawn from (words, fonts, logo, the drawing's code),
 * so a rebuild draws only the cards whose layout changed. The key's code is social-card.tsx and
 * resvg's package.
 */
export const writeSocialCards = step("draw each page's social card", async (build) => {
  const pages = (await builtPages(build.site)).flatMap((page) => {
    const card = pageCard(page.html);
    return card ? [{ ...page, card }] : [];
  });
  // The font holds the glyphs of every card's words, and no others.
  const text = pages.map(({ card }) => `${card.firmName}${card.title}${card.description}`).join("");
  const assets = await cardAssets(build.root, text);
  const folder = path.join(build.site, socialCardFolder);
  await mkdir(folder, { recursive: true });
  await withStepCache(
    path.join(build.cache, "social-cards"),
    [new URL("../social-card.tsx", import.meta.url), packageFile("@resvg/resvg-js")],
    async (cached) => {
      for (const { card, ...page } of pages) {
        const svg = await socialCardSvg(card, assets);
        const png = await cached.bytes([svg], () => socialCardPng(svg));
        const name = cardFileName(card.stem, png);
        await writeFile(path.join(folder, name), png);
        const url = `${card.url.slice(0, card.url.lastIndexOf("/"))}/${name}`;
        await writeFile(path.join(build.site, page.file), withCardUrl(page.html, card, url));
      }
    },
  );
});
