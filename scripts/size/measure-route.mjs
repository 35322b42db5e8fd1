// Kept: what a page loads at start, by this site's rules (page script, islands by wake strategy).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createFileGzipSizer, gzipSize, gzipSizeOfFiles } from "./gzip-size.mjs";
import { readIslandsRecord } from "./measure-islands.mjs";
import { walkModuleGraph } from "./module-graph.mjs";
import { pageAssets } from "./page-assets.mjs";
import { pageImages } from "./page-images.mjs";

/**
 * The built HTML file for a route: index.html for "/", team.html for "/team" (the site's build
 * writes pages flat, see apps/site/postbuild/page-files.ts; 404.html is the not-found page).
 */
export function htmlFileFor(clientDir, route) {
  return path.join(clientDir, route === "/" ? "index.html" : `${decodeURI(route.slice(1))}.html`);
}

/**
 * What a route costs, gzip level 9, from the built files. At start, as a phone loads it with no
 * touch and no scroll until the network is idle: its HTML; every JS file its HTML loads, the files
 * of any island that wakes by itself (`islandsAtStart`, from `islandFiles`), plus their static
 * imports, each once; its stylesheets plus inline `<style>` text. Once all its islands are awake
 * (`allJs`): those JS files plus every file each island can load (`islandFiles`, from the build's
 * islands.json). `built: false` when the route has no HTML file. Pass one `sizeOf` to share work
 * across routes.
 */
export function measureRoute(
  clientDir,
  route,
  sizeOf = createFileGzipSizer(),
  islandFiles = readIslandsRecord(clientDir)?.islands,
) {
  const htmlFile = htmlFileFor(clientDir, route);
  if (!existsSync(htmlFile)) return { route, built: false };

  const html = readFileSync(htmlFile, "utf8");
  const assets = pageAssets(html, route);
  const fileFor = (sitePath) => path.join(clientDir, decodeURI(sitePath));
  const readModule = (sitePath) =>
    existsSync(fileFor(sitePath)) ? readFileSync(fileFor(sitePath), "utf8") : undefined;
  const missing = [];
  const filesOf = (name, which) => {
    const files = islandFiles?.[name]?.[which];
    const note = `island ${name}'s files (not in islands.json)`;
    if (!files && !missing.includes(note)) missing.push(note);
    return files ?? [];
  };
  const startEntries = [...assets.scripts, ...assets.islandsAtStart.flatMap((name) => filesOf(name, "wake"))];
  const start = walkModuleGraph(startEntries, readModule);
  const modules = start.modules;
  missing.push(...start.missing);
  const stylesheets = assets.stylesheets.filter((sitePath) => {
    const found = existsSync(fileFor(sitePath));
    if (!found) missing.push(`${sitePath} (linked by ${route})`);
    return found;
  });

  const islandEntries = assets.islands.flatMap((name) => filesOf(name, "all"));
  const awake = walkModuleGraph([...modules, ...islandEntries], readModule);
  missing.push(...awake.missing.filter((entry) => !missing.includes(entry)));

  // Images are compressed already: counted as stored, as the phone of ./page-images.mjs loads them.
  const images = pageImages(html).flatMap((sitePath) => {
    if (!sitePath.startsWith("/") || sitePath.startsWith("//")) {
      assets.external.push(sitePath);
      return [];
    }
    if (existsSync(fileFor(sitePath))) return [{ path: sitePath, bytes: statSync(fileFor(sitePath)).size }];
    missing.push(`${sitePath} (an image of ${route})`);
    return [];
  });
  const inlineCss = assets.inlineStyles.map((text, i) => ({ path: `<style> #${i + 1}`, bytes: gzipSize(text) }));
  const perFile = (sitePath) => ({ path: sitePath, bytes: sizeOf(fileFor(sitePath)) });
  return {
    route,
    built: true,
    htmlBytes: sizeOf(htmlFile),
    jsBytes: gzipSizeOfFiles(modules.map(fileFor), sizeOf),
    allJsBytes: gzipSizeOfFiles(awake.modules.map(fileFor), sizeOf),
    islands: assets.islands,
    cssBytes:
      gzipSizeOfFiles(stylesheets.map(fileFor), sizeOf) + inlineCss.reduce((total, style) => total + style.bytes, 0),
    // Each file's share, for saying which chunk put a page over budget.
    js: modules.map(perFile),
    allJs: awake.modules.map(perFile),
    css: [...stylesheets.map(perFile), ...inlineCss],
    imageBytes: images.reduce((total, image) => total + image.bytes, 0),
    images,
    missing,
    external: assets.external,
  };
}
