import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globals: true,
    include: ["src/**/*.test.ts", "receivers/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
