import { writeFile } from "node:fs/promises";
import path from "node:path";
import { insightsPages } from "@grand-river/content";
import { step } from "../site-build";
import { redirectsFile, robotsTxt, sitemapXml } from "../static-files";

/** The sitemap (with the posts' pages), robots.txt and the host's `_redirects` (../static-files.ts). */
export const writeHostFiles = step(
  "write sitemap.xml, robots.txt and _redirects",
  async ({ site, origin, deployHost, posts }) => {
    await Promise.all([
      writeFile(path.join(site, "sitemap.xml"), sitemapXml(origin, insightsPages(posts))),
      writeFile(path.join(site, "robots.txt"), robotsTxt(origin)),
      writeFile(
        path.join(site, "_redirects"),
        redirectsFile(
          deployHost,
          insightsPages(posts).map((page) => page.path),
        ),
      ),
    ]);
  },
);
