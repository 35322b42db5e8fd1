import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build as viteBuild } from "vite";
import { ISLANDS_FOLDER, islandKeyOf } from "../../app/hydration/islandKey";
import { clientBuildOf, type ClientBuild, type ViteManifest } from "../client-build";
import { step, type SiteBuild } from "../site-build";

/** Where the browser build writes its manifest, inside the site until `readBrowserBuild` removes it. */
export const PAGE_SCRIPT_MANIFEST = "page-script-manifest.json";

/**
 * The browser build: what the browser runs instead of React Router's bundle, the page script and
 * its islands, built on their own (vite.page-script.config.ts) into the site's folder. Returns
 * their files as `client`.
 */
export const buildBrowserScript = step("build the page script and the islands", async (build) => {
  await viteBuild({
    configFile: path.join(build.root, "vite.page-script.config.ts"),
    mode: build.mode,
    logLevel: "warn",
    build: { outDir: build.site },
  });
  return { client: await readBrowserBuild(build) };
});

/**
 * Reads the browser build from its manifest, for the steps after it (returned) and, as islands.json
 * beside the site, for `pnpm size` and `pnpm bench`; then removes the manifest and the build's own
 * copy of the styles, which duplicates the stylesheet `finishPages` inlines.
 */
export async function readBrowserBuild(build: SiteBuild): Promise<ClientBuild> {
  const manifestFile = path.join(build.site, PAGE_SCRIPT_MANIFEST);
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ViteManifest;
  const islands = (await readdir(path.join(build.root, ISLANDS_FOLDER))).filter((file) => file.endsWith(".tsx"));
  const client = clientBuildOf(manifest, "app/entry.client.tsx", islands.map(islandKeyOf));
  await rm(manifestFile);
  const assets = path.join(build.site, "assets");
  for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css"))) await rm(path.join(assets, file));
  await writeFile(path.join(build.beside, "islands.json"), `${JSON.stringify(client, null, 2)}\n`);
  return client;
}
