import { readFileSync } from "node:fs";
import { isAbsolute } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

// Plain JavaScript, typed by JSDoc against its declarations beside it (vite-library.d.mts): Vite
// loads a package's vite.config.ts by bundling it with every bare import left external, so a
// preset imported from another workspace package is run by Node itself, which reads no TypeScript.

/** @typedef {import("./vite-library.d.mts").LibraryBuild} LibraryBuild */
/** @typedef {import("vite").Plugin} Plugin */

/** Bare specifiers (a dependency, a peer, a Node built-in) stay imports; only the package's own files are built. */
const isOwnFile = (/** @type {string} */ id) => id.startsWith(".") || isAbsolute(id) || id.startsWith("\0");

/**
 * The Vite library build every published package shares, so each ships the same shape: ESM with one
 * file per source module (a bundler keeps only the components an app imports), source maps, and
 * vanilla-extract compiled to one plain stylesheet by the same plugin the site builds with. Class
 * and variable names are the short hashes the site's production build uses, and the same in every
 * package: a form's styles that read the ui theme's variables name them as ui's stylesheet does.
 *
 * @param {LibraryBuild} build
 * @returns {import("vite").UserConfig}
 */
export function libraryConfig({ entries, stylesheet = "styles", verbatim = [] }) {
  return {
    plugins: [vanillaExtractPlugin({ identifiers: "short" }), copyVerbatim(verbatim), tidyStylesheet()],
    build: {
      outDir: "dist",
      emptyOutDir: true,
      target: "es2022",
      sourcemap: true,
      minify: false,
      // One stylesheet for the whole package, imported once by the app; no JS module imports CSS.
      cssCodeSplit: false,
      copyPublicDir: false,
      lib: { entry: entries, formats: ["es"], cssFileName: stylesheet },
      rollupOptions: {
        external: (id) => !isOwnFile(id),
        output: { preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js" },
      },
    },
  };
}

/**
 * Emits each file under `src` at the same path under `dist`, byte for byte.
 * @param {string[]} files
 * @returns {Plugin}
 */
function copyVerbatim(files) {
  return {
    name: "grand-river:copy-verbatim",
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: "asset", fileName: file.replace(/^src\//, ""), source: readFileSync(file) });
      }
    },
  };
}

/**
 * Vite leaves its own bookkeeping comment (`/*$vite$:1*\/`) at the end of a library's stylesheet,
 * and runs one module's rules into the next on one line; the published file is read by people.
 */
/** @returns {Plugin} */
function tidyStylesheet() {
  return {
    name: "grand-river:tidy-stylesheet",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        file.source = `${String(file.source)
          .replace(/\/\*\$vite\$:\d+\*\//g, "")
          .replace(/\}(?=[^\s])/g, "}\n")
          .trimEnd()}\n`;
      }
    },
  };
}
