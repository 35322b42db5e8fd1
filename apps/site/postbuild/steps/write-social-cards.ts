import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { socialCardFolder } from "../../app/route-table";
import { pageCard, withCardUrl } from "../page-card";
import { builtPages, step } from "../site-build";
import { cardAssets, cardFileName, socialCardPng } from "../social-card";

/**
 * Each page's social card (../social-card.tsx), drawn from the words its metadata carries, written
 * to /assets/cards/ under a name with its hash (so hosts cache it for a year, and a share of a
 * changed page shows the new card), and named in the page's `og:image` and `twitter:image`.
 */
export const writeSocialCards = step("draw each page's social card", async (build) => {
  const assets = await cardAssets(build.root);
  const folder = path.join(build.site, socialCardFolder);
  await mkdir(folder, { recursive: true });
  for (const page of await builtPages(build.site)) {
    const card = pageCard(page.html);
    if (!card) continue;
    const png = await socialCardPng(card, assets);
    const name = cardFileName(card.stem, png);
    await writeFile(path.join(folder, name), png);
    const url = `${card.url.slice(0, card.url.lastIndexOf("/"))}/${name}`;
    await writeFile(path.join(build.site, page.file), withCardUrl(page.html, card, url));
  }
});
