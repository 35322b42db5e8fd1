import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rollup } from "vite";
import { ISLAND_RUNTIME } from "./postbuild/client-build";
import { buildEnvironment, siteSettingsConfig } from "./build-settings";
import { contentBuild } from "./content-build";

const entry = path.join(import.meta.dirname, "app/entry.client.tsx");

// Fewer, larger files where islands share code: on a phone every request costs a round trip, and
// small files compress worse apart than together. A group must not hold a module that imports a
// package's barrel (`@grand-river/ui` re-exports every component): Rollup puts a grouped module's
// unassigned imports into its group too, and the barrel would drag every component along.
// React and React DOM: every island needs both.
const reactModules = /\/node_modules\/(react|react-dom|scheduler)\//;

const groups: [name: string, pattern: RegExp][] = [
  ["react", reactModules],
  // The small layout and text components and site words most islands render, each importing only
  // its own styles (not the theme's runtime sprinkles, which only a form field uses).
  // The islands runtime and the registry of islands, which a page with islands loads beside the page
  // script, and the forms' contract with it (the attributes and the draft check): one small file.
  [
    ISLAND_RUNTIME.chunk,
    /\/app\/hydration\/(wakePageIslands|runtime|registry|keptFromReact|visitorPause)\.ts$|\/packages\/forms\/src\/(fields\/awaitsScript|drafts\/draftKey)\.ts$/,
  ],
  [
    "shared",
    /\/packages\/ui\/src\/(utils\/|theme\/(contract|tokens|global)|components\/(Stack|Heading|Text|Card|Spinner|Button)\/)|\/packages\/content\/src\/(site|links|types)\.ts$|\/app\/hydration\/IslandRoot\.tsx$/,
  ],
];

/**
 * Rollup's `manualChunks`: the page script with everything it imports statically in one file, the
 * only one a page loads at start (islands import from it what they share with it); then the groups.
 */
function chunks(): Rollup.GetManualChunk {
  let pageScriptModules: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    const file = id.replaceAll("\\", "/");
    if (reactModules.test(file)) return "react";
    pageScriptModules ??= staticallyReached(entry, getModuleInfo);
    if (pageScriptModules.has(id)) return "page";
    return groups.find(([, pattern]) => pattern.test(file))?.[0];
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
 * What the browser runs: the page script (app/entry.client.tsx) and, loaded by it on demand, each
 * island and React. A build of its own, so nothing of React Router's client bundle shares its
 * chunks: the page script is one small file, and an island loads only what it uses. Run by
 * the build step postbuild/steps/bundle-page-script.ts after prerendering, into the same output
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
    plugins: [...settings.plugins, vanillaExtractPlugin(), contentBuild.contentData()],
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
      // would repeat that, with a list of every island's files in the islands runtime.
      modulePreload: false,
      emptyOutDir: false,
      manifest: "page-script-manifest.json",
      cssCodeSplit: false,
      sourcemap: process.env.PAGE_SCRIPT_SOURCEMAP === "1",
      rollupOptions: {
        input: entry,
        output: {
          manualChunks: chunks(),
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
