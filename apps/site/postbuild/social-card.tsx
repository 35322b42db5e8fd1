import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { socialCardSize } from "../app/route-table";

/**
 * A page's social card: the 1200×630 PNG that LinkedIn, X or a chat app shows when the page is
 * shared, drawn at build time from the page's own title and description. satori lays the card out
 * (flexbox, text wrapping, Inter from npm, since the site's system fonts are not files) into an SVG,
 * and resvg turns that into pixels: no browser.
 */

/** What a card says. */
export interface CardWords {
  readonly firmName: string;
  readonly title: string;
  readonly description: string;
}

const cardSize = socialCardSize;

// The logo's own colours (public/images/logo.svg), as the site's earlier shared card used them.
const palette = { navy: "#0f2742", teal: "#14b8a6", amber: "#f59e0b", cream: "#f8f6f1", mist: "#c9d5e2" } as const;

const require = createRequire(import.meta.url);
// WOFF, not WOFF2, which satori cannot read.
const fontFiles = {
  400: require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  700: require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
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

function Card({ words, logo }: { words: CardWords; logo: string }) {
  return (
    <div
      style={{
        ...cardSize,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: palette.navy,
        borderBottom: `16px solid ${palette.teal}`,
        fontFamily: "Inter",
        color: palette.cream,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div style={{ display: "flex", padding: 8, borderRadius: 20, backgroundColor: palette.cream }}>
          <img src={logo} width={64} height={64} alt="" />
        </div>
        <div style={{ fontSize: 36, fontWeight: 700 }}>{words.firmName}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 28, width: "100%" }}>
        <div style={{ display: "block", fontSize: 60, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }}>
          {words.title}
        </div>
        <div style={{ display: "block", fontSize: 30, lineHeight: 1.35, color: palette.mist, lineClamp: 2 }}>
          {words.description}
        </div>
      </div>
      <div style={{ display: "flex", width: 120, height: 8, borderRadius: 4, backgroundColor: palette.amber }} />
    </div>
  );
}

/** The card for `words`, as PNG bytes. */
export async function socialCardPng(words: CardWords, assets: CardAssets): Promise<Buffer> {
  const svg = await satori(<Card words={words} logo={assets.logo} />, { ...cardSize, fonts: assets.fonts });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/** The card's file name: its stem and its bytes' hash, so an unchanged card keeps its name and a changed one is fetched again. */
export function cardFileName(stem: string, png: Buffer): string {
  return `${stem}-${createHash("sha256").update(png).digest("base64url").slice(0, 10)}.png`;
}
