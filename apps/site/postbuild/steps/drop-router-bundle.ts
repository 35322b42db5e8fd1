import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { siteFiles, step } from "../site-build";

/**
 * React Router's browser bundle is a client-side router that hydrates whole pages; the pages load
 * none of it. Its stylesheet (every component's styles) is kept, for `finishPages` to inline; the
 * rest goes, with its single-page fallback and per-route data files. Returns the stylesheets by site
 * path ("/assets/root-1.css"), read before the bundle goes.
 */
export const dropRouterBundle = step("drop React Router's browser bundle", async (build) => {
  const assets = path.join(build.site, "assets");
  const stylesheets = new Map<string, string>();
  for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css"))) {
    stylesheets.set(`/assets/${file}`, await readFile(path.join(assets, file), "utf8"));
  }
  await rm(assets, { recursive: true });
  await rm(path.join(build.site, ".vite"), { recursive: true, force: true });
  await rm(path.join(build.site, "__spa-fallback.html"), { force: true });
  for (const file of await siteFiles(build.site)) {
    if (file.endsWith(".data")) await rm(path.join(build.site, file));
  }
  return { stylesheets };
});
