import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createFileGzipSizer, gzipSize, gzipSizeOfFiles } from "./gzip-size.mjs";
import { walkModuleGraph } from "./module-graph.mjs";
import { pageAssets } from "./page-assets.mjs";

/** The prerendered HTML file for a route: index.html for "/", team/index.html for "/team". */
export function htmlFileFor(clientDir, route) {
  return path.join(clientDir, route === "/" ? "" : decodeURI(route.slice(1)), "index.html");
}

/**
 * What a route costs at start, gzip level 9, from the built files: its HTML; every JS file its
 * HTML loads plus their static imports, each once; its stylesheets plus inline `<style>` text.
 * `built: false` when the route has no HTML file. Pass one `sizeOf` to share work across routes.
 */
export function measureRoute(clientDir, route, sizeOf = createFileGzipSizer()) {
  const htmlFile = htmlFileFor(clientDir, route);
  if (!existsSync(htmlFile)) return { route, built: false };

  const assets = pageAssets(readFileSync(htmlFile, "utf8"), route);
  const fileFor = (sitePath) => path.join(clientDir, decodeURI(sitePath));
  const readModule = (sitePath) => (existsSync(fileFor(sitePath)) ? readFileSync(fileFor(sitePath), "utf8") : undefined);
  const { modules, missing } = walkModuleGraph(assets.scripts, readModule);
  const stylesheets = assets.stylesheets.filter((sitePath) => {
    const found = existsSync(fileFor(sitePath));
    if (!found) missing.push(`${sitePath} (linked by ${route})`);
    return found;
  });

  const inlineCss = assets.inlineStyles.map((text, i) => ({ path: `<style> #${i + 1}`, bytes: gzipSize(text) }));
  const perFile = (sitePath) => ({ path: sitePath, bytes: sizeOf(fileFor(sitePath)) });
  return {
    route,
    built: true,
    htmlBytes: sizeOf(htmlFile),
    jsBytes: gzipSizeOfFiles(modules.map(fileFor), sizeOf),
    cssBytes: gzipSizeOfFiles(stylesheets.map(fileFor), sizeOf) + inlineCss.reduce((total, style) => total + style.bytes, 0),
    // Each file's share, for saying which chunk put a page over budget.
    js: modules.map(perFile),
    css: [...stylesheets.map(perFile), ...inlineCss],
    missing,
    external: assets.external,
  };
}
