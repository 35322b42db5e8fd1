import type { Plugin } from "vite";

/** The module Vite imports its preload helper from, in every chunk with an `import()`. */
const VITE_PRELOAD_HELPER = "\0vite/preload-helper.js";

/** What stands in for the helper: the import itself, with the same name and arguments. */
const IMPORT_ONLY = "export const __vitePreload = (load) => load();";

/**
 * Vite wraps every `import()` of a browser build in its preload helper, which fetches the imported
 * chunk's dependencies beside it, and keeps the helper (some 900 bytes) in the page script, the one
 * file every page loads. This build gives it nothing to fetch (`modulePreload: false`: the islands
 * runtime preloads an island's files itself), so each wrapped import only runs the import: this
 * plugin puts just that in the helper's place.
 */
export function importsWithoutPreloadHelper(): Plugin {
  return {
    name: "grand-river:imports-without-preload-helper",
    apply: "build",
    enforce: "pre",
    load: (id) => (id === VITE_PRELOAD_HELPER ? IMPORT_ONLY : null),
  };
}
