import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineFirstPaintImages } from "../inline-images";
import { inlineStylesheets } from "../inline-stylesheets";
import { pageNames, stylesForPage } from "../page-styles";
import { scriptFilesOf, withPageScript } from "../page-script";
import type { ClientBuild } from "../client-build";
import { builtPages, step, type SiteBuild } from "../site-build";

/**
 * Each page inlines the part of the site's stylesheet it can use (../page-styles.ts,
 * ../inline-stylesheets.ts), and the small images it asks for first (../inline-images.ts); each
 * page gets its script (../page-script.ts). Before any policy is hashed, so the policies cover the
 * pages as they ship.
 */
export const finishPages = step(
  "inline the styles and the page script",
  async (build: SiteBuild & { stylesheets: ReadonlyMap<string, string>; client: ClientBuild }) => {
    const { stylesheets, client } = build;
    const svgFor = (src: string) => {
      const file = path.join(build.site, src);
      return existsSync(file) ? readFileSync(file, "utf8") : undefined;
    };
    // Every page reads the page script's files: each is read once. A file the build lists is there.
    const scripts = new Map<string, string>();
    const scriptText = (file: string) => {
      const text = scripts.get(file) ?? readFileSync(path.join(build.site, file), "utf8");
      scripts.set(file, text);
      return text;
    };
    await Promise.all(
      (await builtPages(build.site)).map((page) => {
        const names = pageNames(page.html, scriptFilesOf(page.html, client).map(scriptText));
        const cssFor = (href: string) => {
          const css = stylesheets.get(href);
          return css === undefined ? undefined : stylesForPage(css, names);
        };
        return writeFile(
          path.join(build.site, page.file),
          withPageScript(inlineFirstPaintImages(inlineStylesheets(page.html, cssFor), svgFor), client),
        );
      }),
    );
  },
);
