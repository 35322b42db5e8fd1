import { defineConfig } from "vitest/config";

// Unit tests of the route table and the files written from it; e2e lives in e2e/ (Playwright).
export default defineConfig({
  test: {
    globals: true,
    include: ["app/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
