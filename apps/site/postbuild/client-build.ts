/**
 * What the browser build holds, read from Vite's manifest: the page script (app/entry.client.tsx)
 * and each island's files. Pure: the build config reads the manifest and writes what this returns.
 */

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: chunks by source path (or by `_name` for shared chunks). */
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The files one island needs, as site paths ("/assets/x.js"). */
interface IslandFiles {
  /** Its chunk and everything that chunk imports statically: what waking it fetches. */
  wake: string[];
  /** Those and everything they can import later (a form behind a password, say). */
  all: string[];
  /** Wired by its plain-DOM module (`<Name>.dom.ts`) rather than hydrated: it loads no React. */
  plainDom: boolean;
}

/** The browser build, as the pages load it. */
export interface ClientBuild {
  /** The page script's chunk, then its static imports. */
  pageScript: string[];
  /** The islands runtime's chunk and its static imports but the page script's: what a page with islands loads too. */
  islandRuntime: string[];
  /** Each island's files, by its key (its module's path, app/hydration/islandKey.ts). */
  islands: Record<string, IslandFiles>;
  /** Everything the page script can ever load. */
  reachable: string[];
}

const sitePath = (file: string) => `/${file}`;

/**
 * The files reached from `key` through static imports, and through dynamic ones too when `dynamic`,
 * except those of the chunks in `notFollowing`, whose dynamic imports are theirs, not `key`'s.
 */
function closure(
  manifest: ViteManifest,
  key: string,
  dynamic: boolean,
  notFollowing: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`Vite's manifest has no chunk "${current}"`);
    files.push(sitePath(chunk.file));
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic && !notFollowing.has(current)) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/**
 * The islands runtime, which the page script imports only on a page with islands: its source path,
 * and the name of the chunk vite.page-script.config.ts groups it in. Vite keys that chunk by its name
 * rather than the source path when other chunks import it too (an island holding another imports
 * the registry).
 */
export const ISLAND_RUNTIME = { src: "app/pageIslands.ts", chunk: "islands" } as const;

/** The manifest key of the chunk `src` is in, dynamically imported and grouped as `chunk`. */
function dynamicChunkKey(manifest: ViteManifest, { src, chunk }: { src: string; chunk: string }) {
  if (manifest[src]) return src;
  return Object.entries(manifest).find(([, entry]) => entry.isDynamicEntry && entry.name === chunk)?.[0];
}

/**
 * The page script, the islands runtime and the islands in `manifest`. `entry` is the page script's
 * source path; `islandKeys` are the islands' keys (app/hydration/islandKey.ts). Vite keys an island's chunk by its
 * source path, or, when another island also imports it statically, by chunk name alone.
 */
export function clientBuildOf(
  manifest: ViteManifest,
  entry: string,
  islandKeys: readonly string[],
  runtime: { src: string; chunk: string } = ISLAND_RUNTIME,
): ClientBuild {
  if (!manifest[entry]) throw new Error(`Vite's manifest has no entry "${entry}"`);
  const islandRuntime = dynamicChunkKey(manifest, runtime);
  if (!islandRuntime) throw new Error(`Vite's manifest has no chunk for the islands runtime "${runtime.src}"`);
  // An island imports what it shares with the page script from it; the page script's own dynamic
  // imports are not the island's to load.
  const pageScriptChunks = new Set<string>();
  const collect = (key: string) => {
    if (pageScriptChunks.has(key)) return;
    pageScriptChunks.add(key);
    for (const next of manifest[key]?.imports ?? []) collect(next);
  };
  collect(entry);
  // Nor are the islands runtime's (the registry's loaders), which an island holding another imports.
  collect(islandRuntime);
  const islands: Record<string, IslandFiles> = {};
  const wiredIslands = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const module = chunk.src ? chunk.src.slice(chunk.src.lastIndexOf("/") + 1).replace(/\.tsx?$/, "") : chunk.name;
    // An island with a plain-DOM module (`<Name>.dom.ts`, app/hydration/registry.ts) loads that in
    // the browser, never its component: those are its files.
    const wiring = module?.endsWith(".dom") ?? false;
    const name = wiring ? module?.slice(0, -".dom".length) : module;
    if (name === undefined || !islandKeys.includes(name)) continue;
    if (!wiring && wiredIslands.has(name)) continue;
    if (wiring) wiredIslands.add(name);
    islands[name] = {
      wake: closure(manifest, key, false),
      all: closure(manifest, key, true, pageScriptChunks),
      plainDom: wiring,
    };
  }
  const missing = islandKeys.filter((name) => !islands[name]);
  if (missing.length > 0) throw new Error(`Vite's manifest has no chunk for the island(s) ${missing.join(", ")}`);
  const pageScript = closure(manifest, entry, false);
  return {
    pageScript,
    islandRuntime: closure(manifest, islandRuntime, false).filter((file) => !pageScript.includes(file)),
    islands,
    reachable: closure(manifest, entry, true),
  };
}
