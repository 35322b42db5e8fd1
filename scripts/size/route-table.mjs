// Kept: loads the site's TypeScript route table through Vite for the Node tools.
import { existsSync, readdirSync } from "node:fs";
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

/** Whether `address` is one of `pattern`'s ("/insights/:slug" has "/insights/a-post"). */
function matches(pattern, address) {
  const want = pattern.split("/");
  const got = address.split("/");
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]))
  );
}

/**
 * One built page of each page the posts make (`postPages`: a post, a tag's page, a later page of
 * the list), the first by address: they share one layout each, so one stands for the rest. None
 * before the site is built, or for a pattern the posts gave no page.
 */
function builtPostPages(postPages) {
  if (!existsSync(clientDir)) return [];
  const addresses = readdirSync(clientDir, { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !file.endsWith("index.html"))
    .map((file) => `/${file.slice(0, -".html".length)}`)
    .sort();
  return postPages.flatMap(({ path: pattern }) => addresses.find((address) => matches(pattern, address)) ?? []);
}

/**
 * The site's page paths and its not-found path, read from the route table itself so a page added
 * there is measured without touching these tools, with one built page of each kind the posts make.
 * The table is TypeScript, so Vite loads it.
 */
export async function loadRouteTable() {
  const module = await importSiteModule("app/route-table.ts");
  return {
    pages: [...module.pages.map((page) => page.path), ...builtPostPages(module.postPages)],
    notFoundPath: module.notFoundPath,
  };
}
