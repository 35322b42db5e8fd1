import type { DatedPage } from "@grand-river/content";
import { editorRoute, pages, redirects } from "../app/route-table";
import { sitePath } from "./site-path";

/**
 * The files a static host reads beside the HTML, all derived from the route table so a new route
 * or redirect can never be missing from one of them.
 */

/**
 * sitemap.xml: every indexable page at the site origin, then the pages the posts give (`dated`:
 * the list's later pages, each tag's and each post's) with the day each last changed; a page of
 * both (/insights) is listed once, with its day.
 */
export function sitemapXml(origin: string, dated: readonly DatedPage[] = []): string {
  const days = new Map(dated.map((page) => [page.path, page.lastmod]));
  const entry = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${origin}${path === "/" ? "/" : path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  const fixed = pages.filter((p) => p.indexable).map((p) => p.path);
  const urls = [
    ...fixed.map((path) => entry(path, days.get(path))),
    ...dated.filter((page) => !fixed.includes(page.path)).map((page) => entry(page.path, page.lastmod)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything open but the pages kept out of search and the editor. */
export function robotsTxt(origin: string): string {
  const disallowed = [...pages.filter((p) => !p.indexable).map((p) => p.path), editorRoute.path].map(
    (path) => `Disallow: ${path}`,
  );
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** A path as it appears in a request line: spaces and other unsafe characters percent-encoded. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** The static hosts whose `_redirects` the build writes: their syntaxes differ on one point. */
const deployHosts = ["cloudflare", "netlify"] as const;

/** A host the build writes `_redirects` for (`DEPLOY_HOST`). */
export type DeployHost = (typeof deployHosts)[number];

/** `DEPLOY_HOST` from the environment: Cloudflare Pages unless it names another host; anything else is refused. */
export function deployHostFrom(value: string | undefined): DeployHost {
  const host = (value ?? "cloudflare") as DeployHost;
  if (!deployHosts.includes(host))
    throw new Error(`DEPLOY_HOST must be one of ${deployHosts.join(", ")}, not "${value}"`);
  return host;
}

/**
 * `_redirects`: a real 301 for each old path, with and without a trailing slash, in one hop.
 * Netlify leaves a rule alone where a file answers the path (the refresh page written there for
 * hosts without redirects) unless it is forced with `!`; Cloudflare Pages always applies its rules
 * and rejects the `!`. Unknown paths need no rule: both hosts serve `404.html` with status 404.
 * Every target is a path of this site (`sitePath`), so no rule can send a visitor elsewhere.
 * `postPaths` are the pages the posts give, which get their slash rule too.
 */
export function redirectsFile(host: DeployHost = "cloudflare", postPaths: readonly string[] = []): string {
  const status = host === "netlify" ? "301!" : "301";
  const lines = redirects.flatMap((r) => [
    `${encodePath(r.from)}  ${sitePath(r.to)}  ${status}`,
    `${encodePath(r.from)}/  ${sitePath(r.to)}  ${status}`,
  ]);
  return [...lines, ...(host === "cloudflare" ? pageSlashRules(postPaths) : []), ""].join("\n");
}

/**
 * `/team/` on to `/team` for every page, the posts' pages (`postPaths`) included. Cloudflare
 * Workers' static assets would send it on with a temporary 307 of their own; the rule makes it the
 * permanent redirect every other host gives.
 */
function pageSlashRules(postPaths: readonly string[]): string[] {
  const paths = [...new Set([...pages.map((p) => p.path), ...postPaths])].filter((path) => path !== "/");
  return paths.map((path) => `${encodePath(path)}/  ${sitePath(path)}  301`);
}
