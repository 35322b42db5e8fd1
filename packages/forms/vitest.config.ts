import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { componentTests } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    ...componentTests,
    // CI runs several suites at once on two cores: a form filled key by key, or a property test's
    // hundred runs, is slow there, not broken.
    testTimeout: 30_000,
  },
});
