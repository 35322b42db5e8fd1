import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { sharedSettings } from "./build-settings";

/**
 * React Router's build: it prerenders every route to HTML. Its browser bundle (a client-side
 * router hydrating whole pages) is not what the pages load: react-router.config.ts builds the page
 * script and islands on their own (vite.page-script.config.ts) and keeps only the stylesheet.
 */
export default defineConfig({
  ...sharedSettings,
  plugins: [vanillaExtractPlugin(), reactRouter()],
  build: {
    // One stylesheet for the whole site (about 7 KB gzip) rather than one per component chunk: the
    // build inlines it into every page (app/postbuild/inline-stylesheets.ts), so no page waits on CSS.
    cssCodeSplit: false,
  },
});
