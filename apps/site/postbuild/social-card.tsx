import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import subsetFont from "subset-font";
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
const weights = [400, 700] as const;

/**
 * Inter's files at `weight`, one per subset the checks of what the card draws accept (packages/
 * content's `cardFont`), in its order. WOFF, not WOFF2, which satori cannot read.
 */
export const cardFontFiles = (weight: (typeof weights)[number]) =>
  cardFont.subsets.map((subset) => ({
    // satori keeps one font per name and weight, and draws a character its family lacks with the
    // first other font that has it: so the first subset is "Inter", the drawing's family, and each
    // other is a font of its own name.
    name: subset === cardFont.subsets[0] ? "Inter" : `Inter ${subset}`,
    file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
  }));

/** The fonts and logo every card shares: read once per build. */
export interface CardAssets {
  readonly fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[];
  readonly logo: string;
}

/**
 * Inter, cut down to the glyphs of `text` (every card's words: hb-subset, through `subset-font`),
 * and the site's logo (`public/images/logo.svg` under the app's folder `root`).
 */
export async function cardAssets(root: string, text: string): Promise<CardAssets> {
  const subsets = await Promise.all(
    weights.flatMap((weight) =>
      cardFontFiles(weight).map(async ({ name, file }) => ({
        name,
        // With the ellipsis satori ends a clamped line with.
        data: await subsetFont(await readFile(file), `${text}…`, { targetFormat: "truetype" }),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  // A subset none of whose characters the cards use maps no character, which satori cannot read.
  const fonts = subsets.filter(({ data }) => mapsCharacters(data));
  const logo = await readFile(path.join(root, "public/images/logo.svg"));
  return { fonts, logo: `data:image/svg+xml;base64,${logo.toString("base64")}` };
}

/** Whether a TrueType font's character map (its `cmap` table) has any encoding in it. */
function mapsCharacters(font: Buffer): boolean {
  const tables = font.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + 16 * index;
    if (font.toString("latin1", record, record + 4) === "cmap")
      return font.readUInt16BE(font.readUInt32BE(record + 8) + 2) > 0;
  }
  return false;
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
