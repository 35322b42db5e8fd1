import { socialCardFolder } from "../app/route-table";

/**
 * What a prerendered page says about its social card: the card's address as its metadata names it
 * (`/assets/cards/<stem>.png`, app/layout/meta.ts), and the words to draw, read from the page's own
 * Open Graph tags so the card says what the page ships.
 */
export interface PageCard {
  /** The address in the page's `og:image`, as written in the HTML. */
  readonly url: string;
  /** The card's name without its hash: "portfolio". */
  readonly stem: string;
  readonly firmName: string;
  readonly title: string;
  readonly description: string;
}

// React's escapes in attribute values, and numeric references.
const entities: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeHtml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (written, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? written;
  });

const property = (html: string, name: string) => {
  const found = new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : unescapeHtml(found);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const unhashedCard = new RegExp(`${escapeRegExp(socialCardFolder)}/([A-Za-z0-9-]+)\\.png$`);

/** The card a page asks for, or undefined for a page with none to draw (a redirect page). */
export function pageCard(html: string): PageCard | undefined {
  const url = property(html, "og:image");
  const stem = url === undefined ? undefined : unhashedCard.exec(url)?.[1];
  if (url === undefined || stem === undefined) return undefined;
  // Composed ("ộ" as one letter, not o and two accents), as the checks read them: the font has each.
  const words = ["og:site_name", "og:title", "og:description"].map((name) => property(html, name)?.normalize("NFC"));
  const [firmName, title, description] = words;
  if (firmName === undefined || title === undefined || description === undefined)
    throw new Error(
      `the page with the social card ${url} has no og:site_name, og:title or og:description to draw it from.`,
    );
  return { url, stem, firmName, title, description };
}

/** The page with its card's address replaced by the card's final one, everywhere it is named. */
export const withCardUrl = (html: string, card: PageCard, url: string) => html.replaceAll(`"${card.url}"`, `"${url}"`);
