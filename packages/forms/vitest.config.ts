import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    environment: "jsdom",
    // One jsdom and one module graph per worker, not per file: starting jsdom and importing React,
    // Ariakit and the styles again for each of fifty files was most of this suite's CPU time. Each
    // file still starts as a fresh page would (vitest.setup.ts empties the document and storage),
    // and vitest restores mocks and stubbed globals between files.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
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
