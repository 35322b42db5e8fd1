import { defineConfig } from "vitest/config";

// The repo's own tools (size budgets, the Lighthouse bench): their pure parts, tested in Node.
export default defineConfig({
  test: {
    include: ["scripts/**/*.test.mjs"],
    // The package checks pack, install and start browsers: their own config and task.
    exclude: ["scripts/packages/**", "scripts/release/**", "**/node_modules/**"],
    environment: "node",
    reporters: ["default", "json"],
    outputFile: { json: "reports/scripts.json" },
  },
});
