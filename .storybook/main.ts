import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { StorybookConfig } from "@storybook/react-vite";

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
  stories: ["../apps/site/app/**/*.stories.@(ts|tsx)", "../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...storyDependencies],
    };
    return viteConfig;
  },
};

export default config;
