import { isAbsolute } from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { Plugin, UserConfig } from "vite";

// Vite loads a package's vite.config.ts by bundling it with every bare import left external, so
// this preset is run by Node itself, which reads no TypeScript: packages load it from dist/, which
// this package's build (and `pnpm install`, through its prepare script) writes.

/** What one package builds. */
export interface LibraryBuild {
  /** Its entry points, such as `src/index.ts`; each builds to the same path under `dist` (`dist/index.js`). */
  entries: string[];
  /** The one stylesheet every component's vanilla-extract styles compile into, if the package has any. */
  stylesheet?: string;
}

/** Bare specifiers (a dependency, a peer, a Node built-in) stay imports; only the package's own files are built. */
const isOwnFile = (id: string) => id.startsWith(".") || isAbsolute(id) || id.startsWith("\0");

/**
 * The Vite library build every published package shares, so each ships the same shape: ESM with one
 * file per source module (a bundler keeps only the components an app imports), source maps, and
 * vanilla-extract compiled to one plain stylesheet by the same plugin the site builds with. Class
 * and variable names are the short hashes the site's production build uses, and the same in every
 * package: a form's styles that read the ui theme's variables name them as ui's stylesheet does.
 */
export function libraryConfig({ entries, stylesheet = "styles" }: LibraryBuild): UserConfig {
  return {
    plugins: [vanillaExtractPlugin({ identifiers: "short" }), tidyStylesheet()],
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
 * Vite leaves its own bookkeeping comment (`/*$vite$:1*\/`) at the end of a library's stylesheet,
 * and runs one module's rules into the next on one line; the published file is read by people.
 */
function tidyStylesheet(): Plugin {
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
