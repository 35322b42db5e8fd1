import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

/**
 * The content package's build entry (its data files' checks, the plugin that runs them, the
 * editor's fields), for the Vite configs. The package is TypeScript, which Vite's config loader
 * leaves to Node and Node 20 cannot run; Vite's module runner can.
 */
export const { module: contentBuild } = await runnerImport<typeof import("@grand-river/content/build")>(
  "@grand-river/content/build",
  // Resolved from the site, whichever folder the config is loaded from (the linters load it from the root).
  { root: fileURLToPath(new URL(".", import.meta.url)) },
);
