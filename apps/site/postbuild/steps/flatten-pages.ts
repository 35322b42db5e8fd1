import { rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { insightsPages } from "@grand-river/content";
import { notFoundPath, pages } from "../../app/route-table";
import { pageFile, prerenderedFile } from "../page-files";
import { step } from "../site-build";

/**
 * Every page as `team.html`, not `team/index.html`: hosts serve it at /team with no trailing-slash
 * redirect (../page-files.ts). So are the pages the posts give (`insights/a-post.html`). The
 * not-found page becomes 404.html, which hosts serve with status 404 for any path without a file.
 */
export const flattenPages = step("move each page to its own .html file", async ({ site, posts }) => {
  const paths = [...pages.map((p) => p.path), ...insightsPages(posts).map((p) => p.path), notFoundPath];
  for (const pagePath of new Set(paths))
    await rename(path.join(site, prerenderedFile(pagePath)), path.join(site, pageFile(pagePath)));
  // Each page's folder goes once empty, deepest first: /insights's still holds its posts' pages.
  const folders = [...new Set(paths)]
    .filter((p) => p !== "/")
    .map((p) => path.dirname(path.join(site, prerenderedFile(p))));
  for (const folder of folders.sort((a, b) => b.length - a.length))
    await rmdir(folder).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== "ENOTEMPTY") throw error;
    });
});
