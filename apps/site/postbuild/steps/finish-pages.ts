import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineFirstPaintImages } from "../inline-images";
import { inlineStylesheets } from "../inline-stylesheets";
import { pageNames, stylesForPage, type PageNames } from "../page-styles";
import { scriptFilesOf, withPageScript } from "../page-script";
import type { ClientBuild } from "../client-build";
import { builtPages, step, type SiteBuild } from "../site-build";
import { packageFile, withStepCache } from "../step-cache";

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
    // The styles are a pure function of the stylesheet and the page's names (../page-styles.ts), and
    // kept by them (../step-cache.ts): an edit that brings no new class, id or script word to a page
    // costs no styling again. The key's code is page-styles.ts and the two postcss packages.
    await withStepCache(
      path.join(build.cache, "page-styles"),
      [new URL("../page-styles.ts", import.meta.url), packageFile("postcss"), packageFile("postcss-selector-parser")],
      async (cached) => {
        await Promise.all(
          (await builtPages(build.site)).map(async (page) => {
            const names = pageNames(page.html, scriptFilesOf(page.html, client).map(scriptText));
            const styles = new Map<string, string>();
            for (const [href, css] of stylesheets) {
              if (!page.html.includes(href)) continue;
              const made = await cached.bytes([css, ...namesKey(names)], () => Buffer.from(stylesForPage(css, names)));
              styles.set(href, made.toString());
            }
            return writeFile(
              path.join(build.site, page.file),
              withPageScript(
                inlineFirstPaintImages(
                  inlineStylesheets(page.html, (href) => styles.get(href)),
                  svgFor,
                ),
                client,
              ),
            );
          }),
        );
      },
    );
  },
);

/** A page's names as a cache key's inputs: each set, sorted, one line a name. */
const namesKey = ({ classes, ids, words }: PageNames) =>
  [classes, ids, words].map((names) => [...names].sort().join("\n"));
