import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { build as viteBuild } from "vite";
import { editorTitle, site } from "@grand-river/content";
import { contentDataPath, editorCollections } from "@grand-river/content/build";
import { editorRoute, notFoundPath, pages, prerenderPaths, redirects } from "./app/route-table";
import { clientBuildOf, type ViteManifest } from "./app/postbuild/client-build";
import { inlineStylesheets } from "./app/postbuild/inline-stylesheets";
import { withPageScript } from "./app/postbuild/page-script";
import { nginxIncludes } from "./app/postbuild/nginx";
import { pageFile, prerenderedFile } from "./app/postbuild/page-files";
import { gzipTwin } from "./app/postbuild/precompress";
import {
  cacheHeaderRules,
  headersFile,
  originsOf,
  securityHeaderRules,
  withPolicyMeta,
  type BuiltPage,
} from "./app/postbuild/security-headers";
import { redirectPage } from "./app/postbuild/redirect-pages";
import { deployHostFrom, redirectsFile, robotsTxt, sitemapXml } from "./app/postbuild/static-files";
import { editorSettingsFrom } from "./app/postbuild/editor/settings";
import { writeEditor } from "./app/postbuild/editor/write-editor";
import { buildEnvironment, readSiteSettings } from "./build-settings";

const origin = (process.env.VITE_SITE_ORIGIN ?? site.defaultOrigin).replace(/\/$/, "");

// Lets two builds (a bench run, a second worktree) live side by side.
const buildDirectory = process.env.SITE_BUILD_DIR ?? "build";

// Which host's `_redirects` syntax to write (README, "Deploying"); read early so a typo fails at once.
const deployHost = deployHostFrom(process.env.DEPLOY_HOST);

// Where /edit reads and commits the data files (README, "Editing the site"); read early for the same reason.
const editorSettings = editorSettingsFrom(process.env);

/** Every HTML file of the build, by its path inside `out` (forward slashes). */
async function builtPages(out: string): Promise<BuiltPage[]> {
  const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith(".html"));
  return Promise.all(
    files.map(async (file) => ({
      file: file.split(path.sep).join("/"),
      html: await readFile(path.join(out, file), "utf8"),
    })),
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
    // The settings vite.config.ts checked before bundling, read the same way.
    const settings = readSiteSettings(buildEnvironment(viteConfig.mode, viteConfig.root), "build");

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
    const islandNames = (await readdir(path.join(viteConfig.root, "app/islands")))
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => file.slice(0, -4));
    const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as ViteManifest;
    const client = clientBuildOf(manifest, "app/entry.client.tsx", islandNames);
    await rm(manifestFile);
    // Its own copy of the styles duplicates the one inlined below.
    for (const file of (await readdir(assets)).filter((name) => name.endsWith(".css")))
      await rm(path.join(assets, file));
    // For `pnpm size` and `pnpm bench`: which files the page script and each island load. Beside the site, not in it.
    await writeFile(path.join(viteConfig.root, buildDirectory, "islands.json"), `${JSON.stringify(client, null, 2)}\n`);

    // Every page as `team.html`, not `team/index.html`: hosts serve it at /team with no trailing-slash
    // redirect (app/postbuild/page-files.ts). The not-found page becomes 404.html, which hosts serve
    // with status 404 for any path without a file.
    for (const { path: pagePath } of [...pages, { path: notFoundPath }]) {
      const prerendered = path.join(out, prerenderedFile(pagePath));
      await rename(prerendered, path.join(out, pageFile(pagePath)));
      if (pagePath !== "/") await rmdir(path.dirname(prerendered));
    }

    // Before the policy is hashed, so it covers the pages as they ship. The site's one stylesheet
    // goes inline in every page (app/postbuild/inline-stylesheets.ts), and each page gets its script
    // (app/postbuild/page-script.ts).
    const cssFor = (href: string) => stylesheets.get(href);
    await Promise.all(
      (await builtPages(out)).map((page) =>
        writeFile(path.join(out, page.file), withPageScript(inlineStylesheets(page.html, cssFor), client)),
      ),
    );

    await Promise.all([
      ...redirects.map((redirect) =>
        writeFile(path.join(out, redirect.from.slice(1), "index.html"), redirectPage(redirect, origin)),
      ),
      writeFile(path.join(out, "sitemap.xml"), sitemapXml(origin)),
      writeFile(path.join(out, "robots.txt"), robotsTxt(origin)),
      writeFile(path.join(out, "_redirects"), redirectsFile(deployHost)),
    ]);
    // The agency's editor, /edit (app/postbuild/editor/), with the fields packages/content's schemas describe.
    const editorRules = await writeEditor(out, {
      title: editorTitle,
      settings: editorSettings,
      collections: editorCollections(contentDataPath),
      siteUrl: origin,
    });

    // Last, so the policy hashes the HTML exactly as shipped. The forms may post to the webhook
    // addresses the client was built with, and nowhere else.
    const connectOrigins = originsOf(Object.values(settings.webhooks.urls));
    const notFoundFile = path.join(out, pageFile(notFoundPath));
    await writeFile(notFoundFile, withPolicyMeta(await readFile(notFoundFile, "utf8"), connectOrigins));
    // A policy for each page and 404.html, not for the refresh pages at old paths: every host that
    // reads _headers redirects those paths, and Netlify matches header paths without regard to case,
    // so a policy for /Team would also land on /team.
    const pagesWithPolicies = (await builtPages(out)).filter(
      (page) => !page.file.endsWith("/index.html") && page.file !== editorRoute.file,
    );
    const headerRules = [
      ...securityHeaderRules(pagesWithPolicies, connectOrigins),
      ...editorRules,
      ...cacheHeaderRules,
    ];
    await writeFile(path.join(out, "_headers"), headersFile(headerRules));
    // The same redirects and headers for nginx, as includes beside the site, not in it.
    const nginx = nginxIncludes({
      pages: pages.map((page) => page.path),
      redirects,
      headerRules,
      notFoundFile: pageFile(notFoundPath),
    });
    const nginxDir = path.join(viteConfig.root, buildDirectory, "nginx");
    await mkdir(nginxDir, { recursive: true });
    await Promise.all([
      writeFile(path.join(nginxDir, "http.conf"), nginx.http),
      writeFile(path.join(nginxDir, "server.conf"), nginx.server),
    ]);

    // Very last, once every file is final: a .gz beside each text file, for servers that send it as is.
    for (const file of await readdir(out, { recursive: true })) {
      const full = path.join(out, file);
      if (
        !file.endsWith(".gz") &&
        (await readdir(full).then(
          () => false,
          () => true,
        ))
      ) {
        const twin = gzipTwin(file, await readFile(full));
        if (twin) await writeFile(`${full}.gz`, twin);
      }
    }

    if (settings.localInbox) {
      console.warn(
        "\n[site] This build posts every form to the local inbox (WEBHOOK_LOCAL_INBOX=1): for this machine and its tests only, never to deploy.\n",
      );
    }
  },
} satisfies Config;
