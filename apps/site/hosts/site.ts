import { readFileSync } from "node:fs";
import path from "node:path";
import { notFound } from "@grand-river/content";
import { pageFile } from "../postbuild/page-files";
import { encodePath } from "../postbuild/static-files";
import { pages, redirects } from "../app/route-table";

/** What every host must serve: the pages, redirects and headers of the build under test. */

/** The built site ($SITE_BUILD_DIR or build, beside this folder). */
export const buildDir = path.resolve(import.meta.dirname, "..", process.env.SITE_BUILD_DIR ?? "build");
export const clientDir = path.join(buildDir, "client");

export { pages, redirects, encodePath, pageFile };

/** Paths that have no page: a made-up one, one under a page, and a page's path in the wrong case. */
export const unknownPaths = ["/does-not-exist", "/team/extra", "/TEAM"];

/** Words only the not-found page shows. */
export const notFoundWords = notFound.message.replace(/'/g, "&#x27;");

/** A page's `<title>` as built, to tell which page a response is. */
export function builtTitle(pagePath: string): string {
  const html = readFileSync(path.join(clientDir, pageFile(pagePath)), "utf8");
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

/** The headers `_headers` gives each exact path, and to every response ("/*"). */
export function builtHeaderRules(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(path.join(clientDir, "_headers"), "utf8").split("\n")) {
    if (line.trim() === "") continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    if (current && colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** A content-hashed file of the build, to check how long hosts let it be kept. */
export function someAsset(): string {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  // One file: an island root names several, space-separated, in data-island-files.
  const asset = /"(\/assets\/[^"\s]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error("The home page names no asset");
  return asset;
}

/**
 * Every same-site address the build names: each page's links, its canonical link, and the
 * sitemap's entries, as paths. A host must answer each with 200 directly.
 */
export function namedAddresses(): string[] {
  const addresses = new Set<string>();
  for (const { path: pagePath } of pages) {
    const html = readFileSync(path.join(clientDir, pageFile(pagePath)), "utf8");
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) addresses.add(href!);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (canonical) addresses.add(new URL(canonical).pathname);
  }
  const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.add(new URL(loc!).pathname);
  return [...addresses].sort();
}
