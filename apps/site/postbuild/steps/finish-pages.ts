import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineFirstPaintImages } from "../inline-images";
import { inlineStylesheets } from "../inline-stylesheets";
import { withPageScript } from "../page-script";
import type { ClientBuild } from "../client-build";
import { builtPages, step, type SiteBuild } from "../site-build";

/**
 * The site's one stylesheet goes inline in every page (../inline-stylesheets.ts), and so do the
 * small images it asks for first (../inline-images.ts); each page gets its script (../page-script.ts). Before any policy is hashed, so the policies cover the pages
 * as they ship.
 */
export const finishPages = step(
  "inline the styles and the page script",
  async (build: SiteBuild & { stylesheets: ReadonlyMap<string, string>; client: ClientBuild }) => {
    const { stylesheets, client } = build;
    const cssFor = (href: string) => stylesheets.get(href);
    const svgFor = (src: string) => {
      const file = path.join(build.site, src);
      return existsSync(file) ? readFileSync(file, "utf8") : undefined;
    };
    await Promise.all(
      (await builtPages(build.site)).map((page) =>
        writeFile(
          path.join(build.site, page.file),
          withPageScript(inlineFirstPaintImages(inlineStylesheets(page.html, cssFor), svgFor), client),
        ),
      ),
    );
  },
);
