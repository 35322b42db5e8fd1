import { writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineStylesheets } from "../inline-stylesheets";
import { withPageScript } from "../page-script";
import type { ClientBuild } from "../client-build";
import { builtPages, step, type SiteBuild } from "../site-build";

/**
 * The site's one stylesheet goes inline in every page (../inline-stylesheets.ts), and each page
 * gets its script (../page-script.ts). Before any policy is hashed, so the policies cover the pages
 * as they ship.
 */
export const finishPages = step(
  "inline the styles and the page script",
  async (build: SiteBuild & { stylesheets: ReadonlyMap<string, string>; client: ClientBuild }) => {
    const { stylesheets, client } = build;
    const cssFor = (href: string) => stylesheets.get(href);
    await Promise.all(
      (await builtPages(build.site)).map((page) =>
        writeFile(path.join(build.site, page.file), withPageScript(inlineStylesheets(page.html, cssFor), client)),
      ),
    );
  },
);
