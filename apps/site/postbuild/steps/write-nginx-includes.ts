import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { notFoundPath, pages, redirects } from "../../app/route-table";
import { insightsPages } from "@grand-river/content";
import { nginxIncludes } from "../nginx";
import { pageFile } from "../page-files";
import type { HeaderRule } from "../security-headers";
import { step, type SiteBuild } from "../site-build";

/**
 * The same redirects and headers for nginx (../nginx.ts), as includes beside the site, not in it.
 * The pages the posts give (a post, a tag, a later list page) answer their trailing-slash form with
 * a 301 too, as on the other hosts.
 */
export const writeNginxIncludes = step(
  "write the nginx includes",
  async (build: SiteBuild & { headerRules: readonly HeaderRule[] }) => {
    const nginx = nginxIncludes({
      pages: [...new Set([...pages.map((page) => page.path), ...insightsPages(build.posts).map((page) => page.path)])],
      redirects,
      headerRules: build.headerRules,
      notFoundFile: pageFile(notFoundPath),
    });
    const folder = path.join(build.beside, "nginx");
    await mkdir(folder, { recursive: true });
    await Promise.all([
      writeFile(path.join(folder, "http.conf"), nginx.http),
      writeFile(path.join(folder, "server.conf"), nginx.server),
    ]);
  },
);
