import { rename, rmdir } from "node:fs/promises";
import path from "node:path";
import { notFoundPath, pages } from "../../app/route-table";
import { pageFile, prerenderedFile } from "../page-files";
import { step } from "../site-build";

/**
 * Every page as `team.html`, not `team/index.html`: hosts serve it at /team with no trailing-slash
 * redirect (../page-files.ts). The not-found page becomes 404.html, which hosts serve with status
 * 404 for any path without a file.
 */
export const flattenPages = step("move each page to its own .html file", async ({ site }) => {
  for (const { path: pagePath } of [...pages, { path: notFoundPath }]) {
    const prerendered = path.join(site, prerenderedFile(pagePath));
    await rename(prerendered, path.join(site, pageFile(pagePath)));
    if (pagePath !== "/") await rmdir(path.dirname(prerendered));
  }
});
