import type { MetaDescriptor } from "react-router";
import { localBusinessJsonLd, seoFor, site, type PageSeo } from "@grand-river/content";
import { siteOrigin } from "../config";
import { cardAlt } from "../shared/SocialCardDrawing";
import { normalizePath, notFoundPath, pageFor, socialCardPath, socialCardSize } from "../route-table";

/** A post's own metadata beyond its words: Open Graph's article facts and its structured data. */
export interface ArticleMeta {
  /** 2026-10-05 */
  readonly published: string;
  readonly modified?: string;
  readonly tags: readonly string[];
  /** Schema.org BlogPosting, in place of the business's LocalBusiness. */
  readonly jsonLd: Record<string, unknown>;
}

/**
 * Every tag of a page's metadata (§2.1): title, description, keywords, canonical (origin + path),
 * Open Graph, Twitter card and LocalBusiness JSON-LD. Paths without words of their own get the
 * defaults with a title of their own; unknown paths get the not-found title; pages kept out of
 * search get noindex. A page made from the posts gives its `own` words, and a post its `article`
 * facts. The social card is the page's own, which the build draws from its title and
 * description and names by its hash (postbuild/steps/write-social-cards.ts).
 */
export function pageMeta(pathname: string, own?: PageSeo, article?: ArticleMeta): MetaDescriptor[] {
  const path = normalizePath(pathname);
  const page = pageFor(path);
  const seo = own ?? seoFor(path, { notFound: page.path === notFoundPath });
  const url = `${siteOrigin}${path === "/" ? "/" : path}`;
  // A page made from the posts has a card of its own path, not of its route's pattern.
  const image = `${siteOrigin}${socialCardPath(page.path.includes(":") ? path : page.path)}`;
  const imageAlt = cardAlt(seo);
  const descriptors: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: site.firmName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(socialCardSize.width) },
    { property: "og:image:height", content: String(socialCardSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(article
      ? [
          { property: "article:published_time", content: article.published },
          ...(article.modified ? [{ property: "article:modified_time", content: article.modified }] : []),
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
          { "script:ld+json": article.jsonLd },
        ]
      : [{ "script:ld+json": localBusinessJsonLd(siteOrigin, url) }]),
  ];
  if (!page.indexable) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}
