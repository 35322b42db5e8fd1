import { notFoundPath, pages, redirects } from "../route-table";

/**
 * The files a static host reads beside the HTML, all derived from the route table so a new route
 * or redirect can never be missing from one of them.
 */

/** sitemap.xml: every indexable page at the site origin. */
export function sitemapXml(origin: string): string {
  const urls = pages
    .filter((p) => p.indexable)
    .map((p) => `  <url><loc>${origin}${p.path === "/" ? "/" : p.path}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything open but the pages kept out of search. */
export function robotsTxt(origin: string): string {
  const disallowed = pages.filter((p) => !p.indexable).map((p) => `Disallow: ${p.path}`);
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** A path as it appears in a request line: spaces and other unsafe characters percent-encoded. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * _redirects (Netlify and Cloudflare Pages): real 301s for the redirect paths, then the SPA
 * fallback, with status 404, for every path without a file of its own.
 */
export function redirectsFile(): string {
  const lines = redirects.map((r) => `${encodePath(r.from)}  ${r.to}  301!`);
  return [...lines, "/*  /404.html  404", ""].join("\n");
}

export { notFoundPath };
