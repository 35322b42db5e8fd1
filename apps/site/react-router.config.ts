import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { build as viteBuild } from "vite";
import { site } from "@grand-river/content";
import { localInboxOrigin, webhookUrlsFromEnv } from "@grand-river/webhooks";
import { notFoundPath, prerenderPaths, redirects } from "./app/route-table";
import { clientBuildOf, type ViteManifest } from "./app/postbuild/client-build";
import { inlineStylesheets } from "./app/postbuild/inline-stylesheets";
import { withPageScript } from "./app/postbuild/page-script";
import { headersFile, originsOf, securityHeaderRules, withPolicyMeta, type BuiltPage } from "./app/postbuild/security-headers";
import { redirectPage } from "./app/postbuild/redirect-pages";
import { redirectsFile, robotsTxt, sitemapXml } from "./app/postbuild/static-files";

const origin = (process.env.VITE_SITE_ORIGIN ?? site.defaultOrigin).replace(/\/$/, "");

// Lets two builds (a bench run, a second worktree) live side by side.
const buildDirectory = process.env.SITE_BUILD_DIR ?? "build";

/** Every HTML file of the build, by its path inside `out` (forward slashes). */
async function builtPages(out: string): Promise<BuiltPage[]> {
  const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith(".html"));
  return Promise.all(
    files.map(async (file) => ({ file: file.split(path.sep).join("/"), html: await readFile(path.join(out, file), "utf8") })),
  );
}

export default {
  appDirectory: "app",
  buildDirectory,
  // Static files only: React Router renders every route to HTML at build time. The browser gets
  // that HTML, one small page script, and React only inside islands (see README, "HTML first").
  ssr: false,
  prerender: prerenderPaths(),
  // Runs after prerendering: finish the pages and write the host files beside them.
  async buildEnd({ viteConfig }) {
    const out = path.join(viteConfig.root, buildDirectory, "client");

    // React Router's browser bundle is a client-side router that hydrates whole pages; the pages
    // load none of it. Its stylesheet (every component's styles) is kept, to inline; the rest goes,
    // with its single-page fallback and per-route data files.
    const assets = path.join(out, "assets");
    const stylesheets = new Map<string, string>();
    for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css"))) {
      stylesheets.set(`/assets/${file}`, await readFile(path.join(assets, file), "utf8"));
    }
    await rm(assets, { recursive: true });
    await rm(path.join(out, ".vite"), { recursive: true, force: true });
    await rm(path.join(out, "__spa-fallback.html"), { force: true });
    for (const file of await readdir(out, { recursive: true })) {
      if (file.endsWith(".data")) await rm(path.join(out, file));
    }

    // What the browser runs instead: the page script and its islands, built on their own.
    const manifestFile = path.join(out, "page-script-manifest.json");
    await viteBuild({
      configFile: path.join(viteConfig.root, "vite.page-script.config.ts"),
      mode: viteConfig.mode,
      logLevel: "warn",
      build: { outDir: out },
    });
    const islandNames = (await readdir(path.join(viteConfig.root, "app/islands"))).filter((file) => file.endsWith(".tsx")).map((file) => file.slice(0, -4));
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ViteManifest;
    const client = clientBuildOf(manifest, "app/entry.client.tsx", islandNames);
    await rm(manifestFile);
    // Its own copy of the styles duplicates the one inlined below.
    for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css"))) await rm(path.join(assets, file));
    // For `pnpm size` and `pnpm bench`: which files the page script and each island load. Beside the site, not in it.
    await writeFile(path.join(viteConfig.root, buildDirectory, "islands.json"), `${JSON.stringify(client, null, 2)}\n`);

    // First, so 404.html is copied and the policy hashed from pages as they ship. The site's one
    // stylesheet goes inline in every page (app/postbuild/inline-stylesheets.ts), and each page gets
    // its script (app/postbuild/page-script.ts).
    const cssFor = (href: string) => stylesheets.get(href);
    await Promise.all(
      (await builtPages(out)).map((page) => writeFile(path.join(out, page.file), withPageScript(inlineStylesheets(page.html, cssFor), client))),
    );

    await Promise.all([
      ...redirects.map((redirect) => writeFile(path.join(out, redirect.from.slice(1), "index.html"), redirectPage(redirect, origin))),
      writeFile(path.join(out, "sitemap.xml"), sitemapXml(origin)),
      writeFile(path.join(out, "robots.txt"), robotsTxt(origin)),
      writeFile(path.join(out, "_redirects"), redirectsFile()),
      copyFile(path.join(out, notFoundPath, "index.html"), path.join(out, "404.html")),
    ]);

    // Last, so the policy hashes the HTML exactly as shipped. The forms may post to the webhook
    // addresses the client was built with (Vite's env, .env files included), or to the local inbox
    // on the same fallback as vite.config.ts.
    const webhooks = webhookUrlsFromEnv(viteConfig.env, localInboxOrigin(viteConfig.env));
    const connectOrigins = originsOf(Object.values(webhooks));
    await writeFile(path.join(out, "_headers"), headersFile(securityHeaderRules(await builtPages(out), connectOrigins)));
    const notFoundFile = path.join(out, "404.html");
    await writeFile(notFoundFile, withPolicyMeta(await readFile(notFoundFile, "utf8"), connectOrigins));
  },
} satisfies Config;
