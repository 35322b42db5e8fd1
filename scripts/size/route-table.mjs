import path from "node:path";
import { runnerImport } from "vite";

/** apps/site, whose route table and build both tools read. */
export const siteDir = path.resolve(import.meta.dirname, "../../apps/site");

/** Where `pnpm --filter @grand-river/site build` writes the static site. */
export const clientDir = path.join(siteDir, "build/client");

/**
 * The site's page paths and its not-found path, read from the route table itself so a page added
 * there is measured without touching these tools. The table is TypeScript, so Vite loads it.
 */
export async function loadRouteTable() {
  // Vite sets NODE_ENV=development when it loads a module; a build spawned afterwards would
  // inherit it and ship React's development build (twice the bytes), so it is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(path.join(siteDir, "app/route-table.ts"));
    return { pages: module.pages.map((page) => page.path), notFoundPath: module.notFoundPath };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
