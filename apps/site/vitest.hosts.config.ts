import { reportAs } from "@grand-river/vitest-config";
import { defineConfig } from "vitest/config";

// The built site on each host's own implementation (hosts/): Cloudflare Pages' runtime, nginx, and
// Netlify's parsers. Runs after the build (turbo's test:hosts); each host's server starts in its file.
export default defineConfig({
  test: {
    globals: true,
    environment: "node",
    include: ["hosts/**/*.test.ts"],
    // Hosts take a few seconds to start; one file at a time keeps three servers off two cores.
    fileParallelism: false,
    hookTimeout: 90_000,
    testTimeout: 20_000,
    ...reportAs("hosts"),
  },
});
