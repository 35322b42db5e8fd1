import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../apps/site/app/**/*.stories.@(ts|tsx)", "../packages/*/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Found late on a cold cache, these made Vite reload the page mid-run; optimise them up front.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), "@vanilla-extract/sprinkles/createRuntimeSprinkles", "@vanilla-extract/recipes/createRuntimeFn", "@ariakit/react"],
    };
    return viteConfig;
  },
};

export default config;
