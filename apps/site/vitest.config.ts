import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";
import { siteSettingsConfig } from "./build-settings";
import { islandKeys } from "./island-keys";
import { siteMedia } from "./site-media";

// Unit tests of the build's settings, the route table, the islands' runtime and the build's steps (postbuild/); e2e lives in
// e2e/ (Playwright). Tests that need a DOM say so (`// @vitest-environment jsdom`).
export default defineConfig({
  // The site's build-time constants as its dev server has them (the local inbox, the example code).
  define: siteSettingsConfig({}, "serve").define,
  // islandKeys: the islands named by their module's path, as the site's build names them;
  // siteMedia: the agency's pictures, as the pages show them.
  plugins: [vanillaExtractPlugin(), islandKeys(import.meta.dirname), siteMedia()],
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "postbuild/**/*.test.ts", "*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    ...reportAs("vitest"),
  },
});
