import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { cardFont } from "@grand-river/content";
import { socialCardSize } from "../app/route-table";
import { SocialCardDrawing, type CardWords } from "../app/shared/SocialCardDrawing";

/**
 * A page's social card: the 1200×630 PNG that LinkedIn, X or a chat app shows when the page is
 * shared, drawn at build time from the page's own title and description. satori lays the card out
 * (flexbox, text wrapping, Inter from npm, since the site's system fonts are not files) into an SVG,
 * and resvg turns that into pixels: no browser.
 */

const require = createRequire(import.meta.url);
// WOFF, not WOFF2, which satori cannot read. The subset is the one whose characters the checks of
// what the card draws accept (packages/content's `cardFont`).
const fontFiles = {
  400: require.resolve(`@fontsource/inter/files/inter-${cardFont.subset}-400-normal.woff`),
  700: require.resolve(`@fontsource/inter/files/inter-${cardFont.subset}-700-normal.woff`),
} as const;

/** The fonts and logo every card shares: read once per build. */
export interface CardAssets {
  readonly fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[];
  readonly logo: string;
}

/** Reads Inter and the site's logo (`public/images/logo.svg` under the app's folder `root`). */
export async function cardAssets(root: string): Promise<CardAssets> {
  const [regular, bold, logo] = await Promise.all([
    readFile(fontFiles[400]),
    readFile(fontFiles[700]),
    readFile(path.join(root, "public/images/logo.svg")),
  ]);
  return {
    fonts: [
      { name: "Inter", data: regular, weight: 400, style: "normal" },
      { name: "Inter", data: bold, weight: 700, style: "normal" },
    ],
    logo: `data:image/svg+xml;base64,${logo.toString("base64")}`,
  };
}

/** The card for `words`, laid out as an SVG: the words in place, the font's glyphs as paths, the logo inside. */
export function socialCardSvg(words: CardWords, assets: CardAssets): Promise<string> {
  return satori(<SocialCardDrawing words={words} logo={assets.logo} />, { ...socialCardSize, fonts: assets.fonts });
}

/** The card's SVG as PNG bytes: most of a card's time, so the build step keeps them by the SVG. */
export function socialCardPng(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/** The card's file name: its stem and its bytes' hash, so an unchanged card keeps its name and a changed one is fetched again. */
export function cardFileName(stem: string, png: Buffer): string {
  return `${stem}-${createHash("sha256").update(png).digest("base64url").slice(0, 10)}.png`;
}
