import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./e2e/chromium";

/**
 * The agency's editor end to end (e2e-editor/): each test builds the site from a copy of the data
 * files and starts its own servers (Decap's proxy, the static server), so it is a run of its own,
 * apart from the main suite's one build. Ports: E2E_EDITOR_PORT (the site) and E2E_EDITOR_PROXY_PORT
 * (Decap's proxy), so it can run beside the main suite.
 */
export default defineConfig({
  testDir: "e2e-editor",
  outputDir: "test-results/e2e-editor",
  // Builds dominate: two of the site (about a minute each here), one failing at once.
  timeout: 8 * 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-editor.json" }]],
  // No trace in CI, where nothing but the log is kept (playwright.config.ts says more).
  // A press on something that never comes fails naming it, rather than at the test's limit unnamed.
  use: { launchOptions: chromium, trace: process.env.CI ? "off" : "retain-on-failure", actionTimeout: 90_000 },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
});
