/**
 * The addresses of the Insights pages, written once: the pages link with them, the build
 * prerenders them, and the feeds and the sitemap list them.
 */

/** The list of posts, newest first. */
export const insightsPath = "/insights";

/** How many posts a page of the list shows. */
export const postsPerPage = 10;

/** A post's page: "/insights/how-we-scope-an-automation". */
export const postPath = (slug: string) => `${insightsPath}/${slug}`;

/** A tag's page: "/insights/tags/case-study". */
export const tagPath = (tagSlug: string) => `${insightsPath}/tags/${tagSlug}`;

/** Page `page` of the list: "/insights" for the first, "/insights/page/2" after it. */
export const listPagePath = (page: number) => (page <= 1 ? insightsPath : `${insightsPath}/page/${page}`);

/** The two feeds, beside the list. */
export const feedPaths = { rss: `${insightsPath}/rss.xml`, atom: `${insightsPath}/atom.xml` } as const;

/** Slugs a post may not take: the list's own paths under /insights. */
export const reservedSlugs = ["page", "tags", "rss.xml", "atom.xml"] as const;

/** A tag's words as an address: "Case study" is "case-study". */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
