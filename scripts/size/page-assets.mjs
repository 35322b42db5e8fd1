// Kept: reads the build's own HTML by this site's conventions (data-island, data-wake, inline preload
// list); an HTML parser library would add a dependency and leave the same rules.
import { dynamicImports, resolveSitePath, staticImports } from "./module-graph.mjs";

const tagPattern = (name) => new RegExp(`<${name}\\b([^>]*)>`, "gi");
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const islandRootPattern = /<[a-z][a-z0-9-]*(\s(?:[^>]*\s)?data-island="[^"]+"[^>]*)>/gi;

/**
 * The islands' wake strategies (apps/site/app/hydration/contract.ts) that fetch nothing until a visitor
 * touches or scrolls the page: "interaction" waits to be reached for, "sight" to be scrolled into
 * sight, and "query" for an address this tool
 * never measures. An island with any other strategy, or none, is counted as loading at start: a new
 * strategy costs a page its budget until it is listed here.
 */
const WAITS_FOR_THE_VISITOR = new Set(["interaction", "query", "sight"]);
const scriptPathPattern = /["'](\/[^"'\s]+\.js)["']/g;

/** Site paths of JS files written as strings in a script, such as a list of files to preload. */
const namedScripts = (code) => [...code.matchAll(scriptPathPattern)].map((m) => m[1]);

/** A tag's attributes, names lower-cased, `&amp;` decoded (the only entity a built href carries). */
function attributes(source) {
  const found = {};
  for (const [, name, double, single, bare] of source.matchAll(attributePattern)) {
    found[name.toLowerCase()] = (double ?? single ?? bare ?? "").replaceAll("&amp;", "&");
  }
  return found;
}

/**
 * What a page's HTML makes the browser fetch at start: JS entries (`<script src>`,
 * `<link rel="modulepreload">`, and what inline module scripts import, where React Router also
 * `import()`s its client entry at once), stylesheets that are not `disabled`, and the text of
 * inline `<style>` blocks.
 * Paths are site paths ("/assets/x.js"); anything on another origin is listed in `external`.
 * `islands` names the page's islands (`data-island`), whose code loads when each wakes;
 * `islandsAtStart` those of them that wake with no touch and no scroll, whose code loads at start.
 */
export function pageAssets(html, pagePath = "/") {
  const scripts = [];
  const stylesheets = [];
  const external = [];
  const add = (list, specifier) => {
    const sitePath = resolveSitePath(specifier, pagePath);
    if (sitePath === undefined) external.push(specifier);
    else if (!list.includes(sitePath)) list.push(sitePath);
  };

  for (const [, source] of html.matchAll(tagPattern("link"))) {
    const { rel = "", href, disabled } = attributes(source);
    const rels = rel.toLowerCase().split(/\s+/);
    if (!href) continue;
    if (rels.includes("modulepreload")) add(scripts, href);
    // A disabled stylesheet is never fetched (the build inlines the CSS and keeps the link for hydration).
    if (rels.includes("stylesheet") && disabled === undefined) add(stylesheets, href);
  }
  for (const [, source, body] of html.matchAll(scriptPattern)) {
    const { type = "", src } = attributes(source);
    if (src) add(scripts, src);
    else if (type.toLowerCase() === "module") {
      // An inline module runs as soon as the page parses: what it imports, and any script it names
      // (a preload list it adds after the first paint), loads at start.
      for (const specifier of [...staticImports(body), ...dynamicImports(body), ...namedScripts(body)])
        add(scripts, specifier);
    }
  }
  const inlineStyles = [...html.matchAll(stylePattern)].map((m) => m[1]).filter((css) => css.trim() !== "");
  const roots = [...html.matchAll(islandRootPattern)].map((m) => attributes(m[1]));
  const islands = [...new Set(roots.map((root) => root["data-island"]))];
  const islandsAtStart = [
    ...new Set(
      roots.filter((root) => !WAITS_FOR_THE_VISITOR.has(root["data-wake"])).map((root) => root["data-island"]),
    ),
  ];
  return { scripts, stylesheets, inlineStyles, external, islands, islandsAtStart };
}
