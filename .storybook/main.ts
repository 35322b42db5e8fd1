import path from "node:path";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { StorybookConfig } from "@storybook/react-vite";
import { contentBuild } from "../apps/site/content-build.js";
import { islandKeys } from "../apps/site/island-keys.js";
import { siteMedia } from "../apps/site/site-media.js";
import { sitePagesPlugin } from "./pages/sitePagesPlugin.js";

// Pre-bundled up front: found mid-run on a cold cache, each made Vite reload the page and fail a test.
// They are root devDependencies so that they resolve from here.
const storyDependencies = [
  "@vanilla-extract/sprinkles/createRuntimeSprinkles",
  "@vanilla-extract/recipes/createRuntimeFn",
  "@ariakit/react",
  "@modular-forms/react",
  "@preact/signals-react",
  "@preact/signals-react/runtime",
  "valibot",
];

const config: StorybookConfig = {
  stories: ["./docs/**/*.mdx", "../apps/site/app/**/*.stories.@(ts|tsx)", "../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // The site's images and fonts, at the same addresses as on the site, for the page stories.
  staticDirs: ["../apps/site/public"],
  typescript: {
    // Props tables from the TypeScript types themselves, unions spelled out, and only the props a
    // component declares (not the hundreds it inherits from React's HTML attributes).
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(import.meta.dirname, "../tsconfig.storybook.json"),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes("node_modules"),
    },
  },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // sitePagesPlugin: the page stories render the site's islands live, as Storybook has no server render;
    // islandKeys: each island named by its module's path, as the site's build names it.
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin(),
      sitePagesPlugin(),
      islandKeys(path.join(import.meta.dirname, "../apps/site")),
      // The agency's pictures (`virtual:media`), served encoded as the site's build writes them.
      siteMedia(),
      // The published posts (`virtual:content-posts`), read and rendered as for the build, for the Insights pages.
      contentBuild.contentData(),
    ];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...storyDependencies],
    };
    return viteConfig;
  },
};

export default config;
