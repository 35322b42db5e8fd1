import pagesFile from "../data/pages.json" with { type: "json" };
import type { PagesFile } from "./data-files/schemas";
import { fillPlaceholders } from "./data-files/placeholders";
import { reportPrice } from "./report";
import { site } from "./site";

/** The words of one page's metadata; the site turns them into tags with its origin. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

/** The business's picture in its structured data; each page's own social card is drawn at build time. */
const defaultImage = "/images/social-card.png";

import { seoPages, titledPages } from "./data-files/choices";

/** What a page's title, description or keyword may name as `{firmName}` and so on. */
export const pagePlaceholders = {
  firmName: site.firmName,
  founderName: site.founder.name,
  reportPrice: `$${reportPrice}`,
};

// packages/content/data/pages.json, which the agency edits at /edit; the build has checked it.
const pagesData: PagesFile = pagesFile;
const fill = (text: string) => fillPlaceholders(text, pagePlaceholders);
const seoOf = (words: PagesFile["default"]): PageSeo => ({
  title: fill(words.title),
  description: fill(words.description),
  keywords: words.keywords.map(fill),
});

/** Used by every path without its own entry (§2.1: "Other paths get defaults"). */
export const defaultSeo: PageSeo = seoOf(pagesData.default);

/** The six paths with metadata of their own (§2.1). */
export const pageSeo: Readonly<Record<string, PageSeo>> = Object.fromEntries(
  Object.entries(seoPages).map(([key, [path]]) => [path, seoOf(pagesData[key as keyof typeof seoPages])]),
);

/** One page's words as a search result and its social card show them. */
export interface PageSearchResult extends Omit<PageSeo, "keywords"> {
  readonly path: string;
  /** What the editor calls the page. */
  readonly label: string;
}

/** Every page's title and description from a pages file (the defaults' description for a page with none of its own), in the editor's order. */
export function pageSearchResults(file: PagesFile): PageSearchResult[] {
  const defaults = seoOf(file.default);
  return [
    ...Object.entries(seoPages).map(([key, [path, label]]) => {
      const { title, description } = seoOf(file[key as keyof typeof seoPages]);
      return { path, label, title, description };
    }),
    ...Object.entries(titledPages).map(([key, [path, label]]) => ({
      path,
      label,
      title: fill(file[key as keyof typeof titledPages].title),
      description: defaults.description,
    })),
  ];
}

/**
 * Titles for the pages without metadata of their own. §2.1 gives them the defaults, but every page
 * needs a title of its own (WCAG 2.4.2: a tab, history or screen reader must tell them apart), so
 * each keeps the default description and keywords and gets only its own title.
 */
export const pageTitles: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(titledPages).map(([key, [path]]) => [path, fill(pagesData[key as keyof typeof titledPages].title)]),
);

/** The title of the agency's editor, /edit (not a spec page, so not in pages.json: an edit there cannot rename it). */
export const editorTitle = `Edit the site | ${site.firmName}`;

/** The not-found page's title, whatever path showed it. */
export const notFoundTitle = fill(pagesData.notFound.title);

/** The words for a path: its own, or the defaults with its own title; `notFound` for a path with no page. */
export function seoFor(path: string, { notFound = false }: { notFound?: boolean } = {}): PageSeo {
  if (notFound) return { ...defaultSeo, title: notFoundTitle };
  const own = pageSeo[path];
  if (own) return own;
  const title = pageTitles[path];
  return title ? { ...defaultSeo, title } : defaultSeo;
}

/** Claims of the local-business structured data (§9). */
export const structuredDataClaims = {
  rating: { value: "4.9", count: "27" },
  freeAudit: { name: "Free AI Audit", price: "0", currency: "USD" },
  report: { name: "AI Strategy Report", price: "197", currency: "USD" },
} as const;

/** Schema.org LocalBusiness for a page, given the absolute URL it lives at. */
export function localBusinessJsonLd(origin: string, url: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.firmName,
    description: defaultSeo.description,
    url,
    email: site.email,
    telephone: site.structuredDataPhone,
    image: `${origin}${defaultImage}`,
    logo: `${origin}/images/logo.svg`,
    priceRange: "$0-$197",
    address: {
      "@type": "PostalAddress",
      addressLocality: site.city,
      addressRegion: site.region,
      addressCountry: site.country,
    },
    areaServed: ["Grand Rapids", "West Michigan"],
    sameAs: Object.values(site.social).map((s) => s.href),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: structuredDataClaims.rating.value,
      reviewCount: structuredDataClaims.rating.count,
    },
    makesOffer: [structuredDataClaims.freeAudit, structuredDataClaims.report].map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: offer.price,
      priceCurrency: offer.currency,
    })),
  };
}
