/**
 * What a text must be made of, beyond its length: words, no HTML, and (for what the social card
 * draws) only characters the card's font has. Each returns what it found wrong, for the message.
 */

/** Whether the text has a letter or a digit in any script: "🚀" or "—!" alone says nothing. */
export const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

// An HTML tag or comment as a browser would read one: "<img src=x>", "</p>", "<!-- -->". A "<" before
// a space, a digit or a web address ("a < b", "<3", "<https://…>") is not one.
const MARKUP = /<!--|<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** The first HTML tag in the text, shortened for a message, or undefined. */
export function firstMarkup(text: string): string | undefined {
  const found = MARKUP.exec(text)?.[0];
  return found && (found.length > 40 ? `${found.slice(0, 39)}…` : found);
}

/**
 * The social card's font: Inter's "latin", "latin-ext" and "vietnamese" subsets from
 * @fontsource/inter (the files apps/site/postbuild/social-card.tsx draws with, in this order, and
 * the editor's preview shows the card in), and every character those files draw at both weights,
 * as their character maps list them: Western and Central European letters (Polish, Czech, Turkish,
 * Romanian…), Vietnamese with its tones, digits, punctuation, typographic quotes and dashes,
 * currency signs. Anything else (an emoji, Chinese, Greek, Cyrillic) would be drawn as an empty
 * box. postbuild/card-font.test.ts draws both lists with the card's own drawing to hold them true.
 */
export const cardFont = {
  subsets: ["latin", "latin-ext", "vietnamese"],
  unicodeRange:
    "U+0000,U+0020-007E,U+00A0-00AC,U+00AE-0148,U+014A-01C3,U+01C5-0254,U+0256-027B,U+027E-0284,U+0286-0290,U+0292-02A4,U+02A6-02CC,U+02CE-02D7,U+02DA,U+02DC-0301,U+0303-0304,U+0308-0309,U+0323,U+1D00,U+1D0D,U+1D1B,U+1D43,U+1D47-1D49,U+1D4D,U+1D4F-1D50,U+1D52,U+1D56-1D58,U+1D5B,U+1D62-1D65,U+1D9C,U+1DA0,U+1DBB,U+1DBF,U+1E00-1E9B,U+1E9D-1EFF,U+2002,U+2009,U+200B,U+2013-2014,U+2018-201A,U+201C-201E,U+2020,U+2022,U+2026,U+2032-2033,U+2039-203A,U+2044,U+20A0-20AF,U+20B1-20B5,U+20B8-20BA,U+20BC-20BF,U+2113,U+2122,U+2191,U+2193,U+2212,U+2C7C,U+2C7F,U+A7FF,U+FEFF",
} as const;

const cardRanges = cardFont.unicodeRange.split(",").map((range) => {
  const [from = "", to = from] = range.replace(/U\+/g, "").split("-");
  return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
});

// Line breaks and tabs are laid out as spaces: the card needs no glyph for them.
const laidOutAsSpace = /^[\t\n\r]$/;

const onCard = (character: string) => {
  if (laidOutAsSpace.test(character)) return true;
  const code = character.codePointAt(0) ?? 0;
  return cardRanges.some(([from, to]) => code >= from && code <= to);
};

/** The distinct characters of the text the card's font cannot draw, in order ("🚀", "✓"). */
export function charactersOffCard(text: string): string[] {
  // By code point, as a font maps them: an emoji of several is told by each it lacks. Composed, as
  // the card draws it: "ộ" typed as o and two accents is one letter the font has.
  return [...new Set(Array.from(text.normalize("NFC")).filter((character) => !onCard(character)))];
}
