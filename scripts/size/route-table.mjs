// Kept: loads the site's TypeScript route table through Vite for the Node tools.
import path from "node:path";
import { runnerImport } from "vite";

/** apps/site, whose route table and build both tools read. */
export const siteDir = path.resolve(import.meta.dirname, "../../apps/site");

/**
 * Where the site build is, relative to apps/site: `SITE_BUILD_DIR` (as react-router.config.ts and
 * scripts/serve.mjs read it), so isolated builds side by side can each be measured; default "build".
 */
const buildDirName = process.env.SITE_BUILD_DIR || "build";

/** Where `pnpm --filter @grand-river/site build` writes the static site. */
export const clientDir = path.join(siteDir, buildDirName, "client");

/**
 * A TypeScript module of the site (path relative to apps/site), loaded through Vite, for tools
 * that read the site's own data rather than repeat it.
 */
export async function importSiteModule(file) {
  // Vite sets NODE_ENV=development when it loads a module; a build spawned afterwards would
  // inherit it and ship React's development build (twice the bytes), so it is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(path.join(siteDir, file));
    return module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The site's page paths and its not-found path, read from the route table itself so a page added
 * there is measured without touching these tools. The table is TypeScript, so Vite loads it.
 */
export async function loadRouteTable() {
  const module = await importSiteModule("app/route-table.ts");
  return { pages: module.pages.map((page) => page.path), notFoundPath: module.notFoundPath };
}
