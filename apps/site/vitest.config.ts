import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

// Unit tests of the build's settings, the route table, the islands' runtime and the files the build writes; e2e lives in
// e2e/ (Playwright). Tests that need a DOM say so (`// @vitest-environment jsdom`).
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
