import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { ISLAND_RUNTIME } from "./postbuild/client-build";
import { buildEnvironment, siteSettingsConfig } from "./build-settings";
import { compileHintsForIslands } from "./compile-hints";
import { contentBuild } from "./content-build";
import { importsWithoutPreloadHelper } from "./preload-helper";
import { cachedTerser } from "./cached-terser";
import { siteMedia } from "./site-media";
import { fileOf, reactFreeIslands } from "./react-free-islands";

const entry = path.join(import.meta.dirname, "app/entry.client.tsx");
const repoRoot = path.join(import.meta.dirname, "../..");
const islandRuntime = path.join(import.meta.dirname, ISLAND_RUNTIME.src);

/** The folder of an installed package, as Node resolves it from `from` (its package.json's folder). */
function packageFolder(name: string, from: string): string {
  return path.dirname(createRequire(from).resolve(`${name}/package.json`));
}

// React and React DOM, with the scheduler React DOM runs on: every island needs all three, so they
// are one file. Known by the folders the packages are installed in, as Node resolves them.
const reactDom = packageFolder("react-dom", entry);
const reactFolders = [
  packageFolder("react", entry),
  reactDom,
  packageFolder("scheduler", path.join(reactDom, "package.json")),
];
const isReact = (file: string) => reactFolders.some((folder) => file.startsWith(folder + path.sep));

// The one group still named by file paths: the small layout and text components, theme and site
// words most islands render, in one file rather than one per set of islands using them (fewer round
// trips on a phone; small files compress worse apart). The module graph cannot find them:
// `manualChunks` sees imports before tree-shaking, and every island imports the `@grand-river/ui`
// barrel, so by the graph every island reaches every component; nor can the packages' entry points,
// which offer the components only through that barrel. Letting Rollup split them by the islands
// using them instead measured +0.4 to +1.0 KB "all JS" on the form pages (`pnpm size`), which are at
// their 100 KB budget. A group must not hold a module that imports a barrel: Rollup puts a grouped
// module's unassigned imports into its group too, and the barrel would drag every component along.
const sharedByMostIslands =
  /\/packages\/ui\/src\/(utils\/|theme\/(contract|tokens|global)|components\/(Stack|Heading|Text|Card|Spinner|Button)\/)|\/packages\/content\/src\/(site|links|types)\.ts$|\/app\/hydration\/IslandRoot\.tsx$/;

/**
 * The plain-DOM widgets of @grand-river/ui/widgets, each a chunk, by the modules in it; first what
 * they share (the entry and `answerPress`), a chunk of its own. Left to the shared group above, which
 * holds components, `answerPress` made every widget import that group's chunk and so React's.
 */
const widgetChunks: [string, RegExp][] = [
  ["widgets", /\/packages\/ui\/src\/(widgets|utils\/answerPress)\.ts$/],
  ["tabs", /\/packages\/ui\/src\/components\/(Tabs\/enhanceTabs|FilterTabs\/enhanceFilterTabs)\.ts$/],
  ["carousel", /\/packages\/ui\/src\/components\/Carousel\/(enhanceCarousel|swipeStep|wrapIndex)\.ts$/],
  ["video", /\/packages\/ui\/src\/components\/VideoFacade\/enhanceVideoFacade\.ts$/],
];

/**
 * Rollup's `manualChunks`. Three groups come from the module graph and the packages themselves:
 * React (its packages' folders, as Node resolves them); the page script (app/entry.client.tsx)
 * with everything it imports statically, the only file a page loads at start (islands import from
 * it what they share with it); and the islands runtime (app/pageIslands.ts) with what
 * it imports statically and the page script does not (the registry, and @grand-river/forms' own
 * `awaits-script` entry), which a page with islands loads beside the page script. Then the shared
 * group above; the rest Rollup splits by the islands that use it.
 */
function chunks(): Rollup.GetManualChunk {
  let pageScriptModules: Set<string> | undefined;
  let runtimeModules: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    const file = fileOf(id);
    if (isReact(file)) return "react";
    pageScriptModules ??= staticallyReached(entry, getModuleInfo);
    if (pageScriptModules.has(id)) return "page";
    runtimeModules ??= staticallyReached(islandRuntime, getModuleInfo);
    if (runtimeModules.has(id)) return ISLAND_RUNTIME.chunk;
    // An island's plain-DOM module keeps a chunk of its own, named after its island as a
    // component's would be, which the build finds its files by (postbuild/client-build.ts); small
    // as they are, Rollup would merge them otherwise.
    const wiring = /\/app\/islands\/([^/]+)\.dom\.ts$/.exec(file)?.[1];
    if (wiring) return wiring;
    // What those modules share from @grand-river/ui/widgets, one file per widget, so the
    // portfolio's tabs fetch no carousel and a carousel no tabs.
    const widget = widgetChunks.find(([, modules]) => modules.test(file))?.[0];
    if (widget) return widget;
    return sharedByMostIslands.test(file) ? "shared" : undefined;
  };
}

/** Every module `from` reaches through static imports, itself included. */
function staticallyReached(from: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * In the browser an island with a plain-DOM module (`<Name>.dom.ts` beside `<Name>.tsx`,
 * app/hydration/registry.ts) runs that and never its component, so no React loads for it: the
 * registry's loader of `<Name>.tsx` loads `<Name>.dom.ts` instead. An island that holds it still
 * imports the component (`<Island of={…}>`, which in the browser renders an empty shell and never
 * reads `of`), so here that component is nothing, and the island holding it carries no React code
 * it would never run.
 */
function wiredIslands(): Plugin {
  const islands = path.join(import.meta.dirname, "app/islands");
  const registry = path.join(import.meta.dirname, "app/hydration/registry.ts");
  const wiringOf = (file: string) => {
    const wiring = file.replace(/\.tsx$/, ".dom.ts");
    return path.dirname(file) === islands && wiring !== file && existsSync(wiring) ? wiring : undefined;
  };
  return {
    name: "grand-river:wired-islands",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (importer === undefined || fileOf(importer) !== registry) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (wiringOf(fileOf(resolved.id)) ?? null) : null;
    },
    load(id) {
      return wiringOf(fileOf(id)) ? "export default function WiredIsland() { return null; }" : null;
    },
  };
}

/**
 * What the browser runs: the page script (app/entry.client.tsx) and, loaded by it on demand, each
 * island and React. A build of its own, so nothing of React Router's client bundle shares its
 * chunks: the page script is one small file, and an island loads only what it uses. Run by
 * the build step postbuild/steps/build-browser-script.ts after prerendering, into the same output
 * folder (`outDir` is given there).
 */
export default defineConfig(({ command, mode }) => {
  const settings = siteSettingsConfig(buildEnvironment(mode, import.meta.dirname), command);
  return {
    define: settings.define,
    root: import.meta.dirname,
    // Public files are React Router's build's to copy; this build adds scripts only.
    publicDir: false,
    // The islands carry content too: read from the same data files as the pages.
    // compileHintsForIslands: an island's files compiled whole as they stream in, so the first key or
    // tap React hears compiles nothing on the main thread (compile-hints.ts).
    plugins: [
      ...settings.plugins,
      vanillaExtractPlugin(),
      contentBuild.contentData(),
      siteMedia(),
      wiredIslands(),
      // A plain-DOM island (`<Name>.dom.ts`) that reaches React, by an import or a chunk, fails the build.
      reactFreeIslands({ islands: path.join(import.meta.dirname, "app/islands"), isReact, root: repoRoot }),
      compileHintsForIslands(),
      importsWithoutPreloadHelper(),
      cachedTerser(import.meta.dirname, { module: true, compress: { passes: 2 } }),
    ],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: path.join(import.meta.dirname, "app/hydration/useSyncExternalStoreShim.ts"),
        },
      ],
    },
    build: {
      // The runtime preloads an island's files itself, one per task, when the island is reached for
      // (the build lists them on its root, postbuild/page-script.ts): Vite's own preload helper
      // would repeat that, with a list of every island's files in the islands runtime. With nothing
      // to preload, the helper is left out too (importsWithoutPreloadHelper).
      modulePreload: false,
      // Terser rather than esbuild: about 1.5 KB gzip less on a form page's islands (React's own
      // file included), for a few seconds more build, which its cache saves on a rebuild
      // (cachedTerser, in the plugins). The stylesheet is minified as before.
      minify: false,
      cssMinify: "esbuild",
      // `pnpm size` measures what matters; Vite's table of gzip sizes only costs the build time.
      reportCompressedSize: false,
      emptyOutDir: false,
      manifest: "page-script-manifest.json",
      cssCodeSplit: false,
      sourcemap: process.env.PAGE_SCRIPT_SOURCEMAP === "1",
      rollupOptions: {
        input: entry,
        output: {
          manualChunks: chunks(),
          // Modules two islands share would otherwise be files of a few hundred bytes each; on a
          // phone each costs a request, and apart they compress worse than inside a larger file.
          // Rollup merges them only where that runs no code a page would not have run anyway.
          experimentalMinChunkSize: 2048,
        },
        onwarn(warning, warn) {
          // Libraries marked "use client" for React Server Components; the directive means nothing here.
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    },
  };
});
