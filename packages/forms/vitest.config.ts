import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // CI runs several suites at once on two cores: a form filled key by key, or a property test's
    // hundred runs, is slow there, not broken.
    testTimeout: 30_000,
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
