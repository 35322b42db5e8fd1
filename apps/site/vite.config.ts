import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { buildEnvironment, siteSettingsConfig } from "./build-settings";
import { editorSettingsFrom } from "./postbuild/editor/settings";
import { editorDevServer } from "./postbuild/editor/dev-server";
import { contentBuild } from "./content-build";
import { islandKeys } from "./island-keys";
import { siteMedia } from "./site-media";

/**
 * React Router's build: it prerenders every route to HTML. Its browser bundle (a client-side
 * router hydrating whole pages) is not what the pages load: the build's steps (postbuild/steps/)
 * build the page script and islands on their own (vite.page-script.config.ts) and keep only its stylesheet.
 */
export default defineConfig(({ command, mode }) => {
  // A production build without its webhook addresses and admin code fails at its start, before bundling.
  const settings = siteSettingsConfig(buildEnvironment(mode, import.meta.dirname), command);
  return {
    define: settings.define,
    // contentData: checks packages/content/data before anything is built (docs/editing.md).
    plugins: [
      ...settings.plugins,
      vanillaExtractPlugin(),
      reactRouter(),
      contentBuild.contentData(),
      // Each island named by its module's path when prerendered (app/hydration/islandKey.ts).
      islandKeys(import.meta.dirname),
      // The agency's pictures with their sizes and files (postbuild/media/), as `virtual:media`.
      siteMedia(),
      // /edit under `react-router dev` (`pnpm editor`); the build writes it in postbuild/steps/write-editor.ts.
      editorDevServer({
        title: contentBuild.editorTitle,
        settings: editorSettingsFrom(process.env),
        collections: contentBuild.sidebarCollections(contentBuild.contentDataPath),
        mediaFolder: { folder: contentBuild.contentMediaPath, publicPath: contentBuild.MEDIA_PATH },
        siteUrl: "/",
        root: import.meta.dirname,
        media: siteMedia(),
      }),
    ],
    // Development only: the islands import React and their libraries lazily, after the first page
    // load, so Vite would find them late, bundle them again and leave two copies of React. Bundled up
    // front, every island shares one.
    optimizeDeps: {
      include: [
        "react",
        "react/jsx-runtime",
        "react/jsx-dev-runtime",
        "react-dom",
        "react-dom/client",
        // Islands render their HTML with it; the browser never runs that branch, but Vite finds it.
        "react-dom/server",
        "@grand-river/forms > @modular-forms/react",
        "@grand-river/forms > @preact/signals-react",
        "@grand-river/forms > @preact/signals-react/runtime",
        "@grand-river/forms > valibot",
        "@grand-river/ui > @ariakit/react",
        "@grand-river/ui > @vanilla-extract/recipes/createRuntimeFn",
        "@grand-river/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles",
        "@grand-river/ui > @vanilla-extract/dynamic",
      ],
    },
    build: {
      // One stylesheet for the whole site (about 7 KB gzip) rather than one per component chunk: the
      // build inlines it into every page (postbuild/inline-stylesheets.ts), so no page waits on CSS.
      cssCodeSplit: false,
      // Its scripts are thrown away for the page script's own build (postbuild/steps/): they need
      // no minifying, and nobody reads their gzip sizes. The stylesheet kept is minified as before.
      minify: false,
      cssMinify: "esbuild",
      reportCompressedSize: false,
    },
  };
});
