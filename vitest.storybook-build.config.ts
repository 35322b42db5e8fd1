import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

// The built Storybook (storybook-static/) as a designer and a host get it. Needs `pnpm
// build-storybook` first (turbo's test:storybook-build task depends on it).
export default defineConfig({
  test: {
    include: ["scripts/storybook/storybook-build.test.mjs"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    ...reportAs("storybook-build"),
  },
});
