import path from "node:path";
import { createElement } from "react";
import satori from "satori";
import { cardFont, charactersOffCard } from "@grand-river/content";
import { cardAssets } from "./social-card";

/** The characters of `text` no font of the card has, as satori finds them while laying the card out. */
async function undrawn(text: string): Promise<string[]> {
  const { fonts } = await cardAssets(path.resolve(import.meta.dirname, ".."), text);
  const missing: string[] = [];
  const at = (fontWeight: number) =>
    createElement("div", { style: { display: "flex", flexWrap: "wrap", fontWeight } }, text);
  await satori(
    createElement("div", { style: { display: "flex", flexDirection: "column", fontSize: 12 } }, at(400), at(700)),
    {
      width: 1200,
      height: 630,
      fonts,
      // satori asks for a font for each run of characters none of its fonts has.
      loadAdditionalAsset: async (_language, segment) => {
        missing.push(...Array.from(segment));
        return [];
      },
    },
  );
  return [...new Set(missing)].sort();
}

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

// What the check of a title or description accepts, listed by the card font's own ranges; control
// characters and invisible ones aside (satori lays those out without a glyph).
const accepted = cardFont.unicodeRange
  .split(",")
  .flatMap((range) => {
    const [from = "", to = from] = range.replace(/U\+/g, "").split("-");
    return codePoints(Number.parseInt(from, 16), Number.parseInt(to, 16));
  })
  .filter((character) => /\P{C}/u.test(character) && !/\s/u.test(character));

describe("the social card's font, cut to the glyphs the cards use", () => {
  it("draws every character the checks of the card's words accept, at both weights", async () => {
    expect(accepted).toEqual(expect.arrayContaining(["ł", "Ł", "ź", "ń", "ự", "đ", "ộ", "€"]));
    expect(await undrawn(accepted.join(""))).toEqual([]);
  });

  it("has no glyph for any character of the Latin blocks the checks refuse", async () => {
    const latinBlocks = [...codePoints(0x20, 0x36f), ...codePoints(0x1d00, 0x1eff), ...codePoints(0x2000, 0x20cf)];
    // Combining marks aside: satori draws each with the letter before it.
    const refused = latinBlocks.filter((character) => /[^\p{C}\p{M}\s]/u.test(character));
    const offCard = charactersOffCard(refused.join(""));
    expect(offCard.length).toBeGreaterThan(0);
    expect(await undrawn(refused.join(""))).toEqual([...offCard].sort());
  });

  it("refuses, and cannot draw, an emoji, Chinese, Greek and Cyrillic", async () => {
    const foreign = "🚀中ΩЖ";
    expect(charactersOffCard(foreign)).toEqual(Array.from(foreign));
    expect(await undrawn(foreign)).toEqual(Array.from(foreign).sort());
  });
});
