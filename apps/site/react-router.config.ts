import { copyFile, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { site } from "@grand-river/content";
import { localInboxOrigin, webhookUrlsFromEnv } from "@grand-river/webhooks";
import { notFoundPath, prerenderPaths } from "./app/route-table";
import { headersFile, originsOf, securityHeaderRules, withPolicyMeta, type BuiltPage } from "./app/security-headers";
import { inlineStylesheets } from "./app/inline-stylesheets";
import { hydrateAfterFirstPaint } from "./app/hydrate-after-paint";
import { redirectsFile, robotsTxt, sitemapXml } from "./app/static-files";

const origin = (process.env.VITE_SITE_ORIGIN ?? site.defaultOrigin).replace(/\/$/, "");

// The bench's baseline: the same app as a client-rendered SPA, the architecture the spec came from.
const clientOnly = process.env.BENCH_CLIENT_ONLY === "1";

// Lets two builds (a bench baseline, a second worktree) live side by side.
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
  // Static files only: every route is rendered to HTML at build time, then hydrates.
  ssr: false,
  prerender: clientOnly ? false : prerenderPaths(),
  // Runs after prerendering: write the host files beside the HTML.
  async buildEnd({ viteConfig }) {
    if (clientOnly) return;
    const out = path.join(viteConfig.root, buildDirectory, "client");

    // First, so 404.html is copied and the policy hashed from pages as they ship. The site's one
    // stylesheet goes inline in every page: no render-blocking request before the first paint (see
    // app/inline-stylesheets.ts); hydration waits for the first paint (see
    // app/hydrate-after-paint.ts).
    const stylesheets = new Map<string, string>();
    const cssFor = (href: string) => stylesheets.get(href);
    for (const file of (await readdir(path.join(out, "assets"))).filter((name) => name.endsWith(".css"))) {
      stylesheets.set(`/assets/${file}`, await readFile(path.join(out, "assets", file), "utf8"));
    }
    await Promise.all(
      (await builtPages(out)).map((page) => writeFile(path.join(out, page.file), hydrateAfterFirstPaint(inlineStylesheets(page.html, cssFor)))),
    );

    await Promise.all([
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
