import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

// The repo's own tools (size budgets, the Lighthouse bench) and the Storybook docs' contrast
// maths: their pure parts, tested in Node. Also the Markdown docs' relative links (scripts/docs/).
export default defineConfig({
  test: {
    include: ["scripts/**/*.test.mjs", ".storybook/docs/**/*.test.ts"],
    // The package checks and the built Storybook's check need builds and browsers: their own configs and tasks.
    exclude: [
      "scripts/packages/**",
      "scripts/release/**",
      "scripts/storybook/storybook-build.test.mjs",
      "**/node_modules/**",
    ],
    environment: "node",
    ...reportAs("scripts"),
  },
});
