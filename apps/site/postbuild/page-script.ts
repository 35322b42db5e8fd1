import { ISLAND } from "../app/hydration/contract";
import { startWhenIslandsNear } from "../app/hydration/deferredRuntime";
import type { ClientBuild } from "./client-build";

/**
 * Every page's script, written into its prerendered HTML where the layout left its placeholder
 * (`<script type="module" data-page-script>`, see app/layout/PageScript.tsx). Pure: the build
 * config does the files.
 *
 * The page paints from its HTML and inline styles alone, so nothing is fetched until it has: a
 * small inline module waits for the first contentful paint, then preloads the page script's imports (and, on a
 * page with islands, the islands runtime), all in parallel, and imports the page script. A script tag or a preload in the HTML would be fetched
 * while the page is still parsing, competing with what paints it; Lighthouse counts such requests
 * into LCP (measured: a plain `<script type="module" src>` added ~250 ms to every page's LCP in the
 * bench). No island's files are preloaded: no island wakes before the visitor touches or scrolls
 * the page (app/hydration/contract.ts), so none is fetched before then either. Each island's root is
 * given the list of its files instead (`data-island-files`), which the runtime preloads the moment
 * the island is reached for, parsed off the main thread; a plain-DOM island's few kilobytes once
 * the visitor scrolls it into sight (`data-island-preload-in-sight`), so its first tap waits on no
 * network.
 */

const placeholder = /<script type="module" data-page-script=""><\/script>/;
const islandTag = /<div\b[^>]*\bdata-island="([^"]+)"[^>]*>/g;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

// A task after the page's first contentful paint has reached the screen, as the browser reports it
// (Paint Timing), or after the next frame where it reports none: nothing is fetched before the HTML
// is on screen. A frame alone can end before its paint is presented, and Lighthouse then counts the
// requests begun meanwhile into the page's LCP (one run in two on /contact read about 300 ms more).
const afterFirstPaint =
  'await new Promise((painted) => { if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted)); new PerformanceObserver((paints, observer) => { if (paints.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); setTimeout(painted); }).observe({ type: "paint", buffered: true }); });';

/** The islands a page holds, in page order, with when each wakes, and whether its runtime waits for it to near the screen. */
export function islandsOn(html: string): { name: string; wake: string; deferRuntime: boolean }[] {
  return [...html.matchAll(islandTag)].map(([tag, name]) => ({
    name: name as string,
    wake: attributeOf(tag, "data-wake") ?? "",
    deferRuntime: new RegExp(`\\s${ISLAND.deferRuntime}(=|\\s|>)`).test(tag),
  }));
}

/**
 * Every script file a page can run: the page script, and on a page with islands the runtime and
 * everything each of its islands can load once awake.
 */
export function scriptFilesOf(html: string, build: ClientBuild): string[] {
  const islands = islandsOn(html);
  const files = [
    ...build.pageScript,
    ...(islands.length > 0 ? build.islandRuntime : []),
    ...islands.flatMap((island) => build.islands[island.name]?.all ?? []),
  ];
  return [...new Set(files)];
}

/** `html` with its page script's bootstrap in place of the placeholder. */
export function withPageScript(html: string, build: ClientBuild): string {
  const islands = islandsOn(html);
  if (!placeholder.test(html)) {
    if (islands.length > 0)
      throw new Error(
        `A page with islands (${islands.map((i) => i.name).join(", ")}) has no page script to wake them.`,
      );
    return html;
  }
  const [script, ...imports] = build.pageScript;
  if (!script) throw new Error("The browser build has no page script.");
  // An island the build does not have is a broken page, so it fails the build.
  const unknown = islands.filter((island) => !(island.name in build.islands)).map((island) => island.name);
  if (unknown.length > 0)
    throw new Error(`The browser build has no island ${unknown.map((n) => `"${n}"`).join(", ")}.`);
  // A page with islands loads the runtime that wakes them too, preloaded beside the page script,
  // unless every island waits below the page's words (`ISLAND.deferRuntime`): then the bootstrap
  // fetches it once one nears the screen, and the page starts with the page script alone.
  const runtimeAtStart = islands.length > 0 && !islands.every((island) => island.deferRuntime);
  // The runtime's file is named on the islands, as their own files are, for it is fetched when they near.
  const [runtime] = build.islandRuntime;
  const runtimeWhenNear = islands.length > 0 && !runtimeAtStart && runtime !== undefined;
  const bySelector = `[${ISLAND.runtime}]`;
  const preloads = [...new Set([...imports, ...(runtimeAtStart ? build.islandRuntime : [])])].filter(
    (file) => file !== script,
  );
  const bootstrap = [
    afterFirstPaint,
    ...(preloads.length > 0
      ? [
          `for (const href of ${JSON.stringify(preloads)}) ` +
            `document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
        ]
      : []),
    `import(${JSON.stringify(script)});`,
    ...(runtimeWhenNear
      ? [
          `(${startWhenIslandsNear.toString()})([...document.querySelectorAll("${bySelector}")], () => import(document.querySelector("${bySelector}").getAttribute("${ISLAND.runtime}")));`,
        ]
      : []),
  ].join("\n");
  const pageScriptFiles = new Set(build.pageScript);
  return html
    .replace(placeholder, () => `<script type="module">${bootstrap}</script>`)
    .replace(islandTag, (tag, name: string) => {
      const island = build.islands[name];
      const files = (island?.wake ?? []).filter((file) => !pageScriptFiles.has(file));
      const inSight = island?.plainDom ? ` ${ISLAND.preloadInSight}` : "";
      const runtimeFile = runtimeWhenNear ? ` ${ISLAND.runtime}="${runtime}"` : "";
      return `${tag.slice(0, -1)} ${ISLAND.files}="${files.join(" ")}"${inSight}${runtimeFile}>`;
    });
}
