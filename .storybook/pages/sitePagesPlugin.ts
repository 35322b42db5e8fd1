import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { siteSettingsConfig } from "../../apps/site/build-settings.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const siteApp = path.resolve(here, "../../apps/site/app");
const realIsland = path.join(siteApp, "hydration/Island.tsx");
const liveIsland = path.join(here, "Island.tsx");

const isInside = (file: string, folder: string) => !path.relative(folder, file).startsWith("..");

// The site's build-time constants (the admin code's hash, which the admin island reads, and the
// webhook settings, the local inbox's), as the site's own dev server sets them. Replaced in the
// source rather than with Vite's `define`, which the story tests' vitest moves to runtime globals,
// and not in every project.
const siteConstants = Object.entries(siteSettingsConfig(process.env, "serve").define);
const replaceSiteConstants = (code: string) =>
  siteConstants.reduce((out, [name, value]) => out.replace(new RegExp(`\\b${name}\\b`, "g"), value), code);

/**
 * Lets Storybook render the site's pages as the site composes them (the page stories in
 * apps/site/app/stories/). Only Storybook loads this plugin (.storybook/main.ts), so the site's build
 * and its unit tests (Island.test.tsx among them) keep the real modules.
 *
 * - Imports of the site's `Island` from the site's own modules resolve to ./Island.tsx, which renders
 *   each island live instead of the empty shell the browser gets before hydration.
 * - The site's build-time constants are filled in, in the site's own modules only.
 */
export function sitePagesPlugin(): Plugin {
  return {
    name: "grand-river:site-pages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !isInside(importer, siteApp) || !/\/hydration\/Island$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === realIsland ? liveIsland : null;
    },
    transform(code, id) {
      if (!isInside(id, siteApp)) return null;
      const replaced = replaceSiteConstants(code);
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
