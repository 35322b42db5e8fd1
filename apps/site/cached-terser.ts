import path from "node:path";
import { minify, type MinifyOptions } from "terser";
import type { Plugin } from "vite";
import { buildCacheFolder, openStepCache, packageFile, type OpenStepCache } from "./postbuild/step-cache";

/**
 * Terser, as Vite runs it for `build.minify: "terser"` (the same options it adds), with each chunk's
 * minified code kept in the steps' cache by the chunk's code and the options: a rebuild after one
 * edit minifies only the chunks the edit changed (terser was some 6 of the browser build's 10 s).
 * The build sets `minify: false` and lists this instead. With source maps on, nothing is kept.
 */
export function cachedTerser(root: string, options: MinifyOptions): Plugin {
  let cache: OpenStepCache | undefined;
  return {
    name: "grand-river:cached-terser",
    apply: "build",
    async buildStart() {
      // This file by its path in the source: bundled into Vite's config, its own URL is a temporary file's.
      cache = await openStepCache(path.join(buildCacheFolder(root), "terser"), [
        path.join(root, "cached-terser.ts"),
        packageFile("terser"),
      ]);
    },
    // After Vite's own renderChunk (its esbuild pass, which prints the chunk out again), as its terser does.
    renderChunk: {
      order: "post",
      async handler(code, _chunk, output) {
        // Terser writes into the options it is given: each call gets its own copy, as Vite's worker's does.
        const settings: MinifyOptions = {
          safari10: true,
          ...options,
          sourceMap: !!output.sourcemap,
          module: output.format.startsWith("es"),
          toplevel: output.format === "cjs",
        };
        if (settings.sourceMap || !cache) {
          const result = await minify(code, structuredClone(settings));
          return { code: result.code ?? "", map: typeof result.map === "string" ? result.map : null };
        }
        const minified = await cache.bytes([JSON.stringify(settings), code], async () =>
          Buffer.from((await minify(code, structuredClone(settings))).code ?? ""),
        );
        return { code: minified.toString("utf8"), map: null };
      },
    },
    async closeBundle() {
      await cache?.sweep();
    },
  };
}
