import { defineConfig } from "vitest/config";
import { shapeCheckSource } from "./vite-shape-check";

export default defineConfig({
  // The n8n workflows carry the shape check bundled, as the published build writes them.
  plugins: [shapeCheckSource()],
  test: {
    globals: true,
    include: ["src/**/*.test.ts", "receivers/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
