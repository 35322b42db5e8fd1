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
 * The social card's font: Inter's "latin" subset from @fontsource/inter (the files
 * apps/site/postbuild/social-card.tsx draws with), and the characters it covers, as fontsource
 * publishes them (its CSS's `unicode-range`). Anything else would be drawn as an empty box.
 */
export const cardFont = {
  subset: "latin",
  unicodeRange:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
} as const;

const cardRanges = cardFont.unicodeRange.split(",").map((range) => {
  const [from = "", to = from] = range.replace(/U\+/g, "").split("-");
  return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
});

const onCard = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return cardRanges.some(([from, to]) => code >= from && code <= to);
};

/** The distinct characters of the text the card's font cannot draw, in order ("🚀", "✓"). */
export function charactersOffCard(text: string): string[] {
  // By code point, as a font maps them: an emoji of several is told by each it lacks.
  return [...new Set(Array.from(text).filter((character) => !onCard(character)))];
}
