import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { site } from "@grand-river/content";
import { notFoundPath, prerenderPaths } from "./app/route-table";
import { redirectsFile, robotsTxt, sitemapXml } from "./app/static-files";

const origin = (process.env.VITE_SITE_ORIGIN ?? site.defaultOrigin).replace(/\/$/, "");

// The bench's baseline: the same app as a client-rendered SPA, the architecture the spec came from.
const clientOnly = process.env.BENCH_CLIENT_ONLY === "1";

// Lets two builds (a bench baseline, a second worktree) live side by side.
const buildDirectory = process.env.SITE_BUILD_DIR ?? "build";

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
    await Promise.all([
      writeFile(path.join(out, "sitemap.xml"), sitemapXml(origin)),
      writeFile(path.join(out, "robots.txt"), robotsTxt(origin)),
      writeFile(path.join(out, "_redirects"), redirectsFile()),
      copyFile(path.join(out, notFoundPath, "index.html"), path.join(out, "404.html")),
    ]);
  },
} satisfies Config;
