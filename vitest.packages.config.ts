import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

// The published packages as another team gets them: packed, linted, installed into a fresh app.
// Needs the packages built first (turbo's test:packages task depends on their build).
export default defineConfig({
  test: {
    include: ["scripts/packages/**/*.test.mjs", "scripts/release/**/*.test.mjs"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file packs into its own directory, but pnpm pack and npm install share caches: one at a time.
    fileParallelism: false,
    ...reportAs("packages"),
  },
});
