import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./e2e/chromium";

/**
 * The receiving side end to end (e2e-receivers/): a real n8n, installed once into a cache folder,
 * set up by `grand-river-webhooks provision`, with an SMTP server standing in for the agency's mail,
 * and the site built against it in both modes. One worker: the tests share one n8n and its table.
 */
export default defineConfig({
  testDir: "e2e-receivers",
  outputDir: "test-results/e2e-receivers",
  globalSetup: "./e2e-receivers/setup.ts",
  // n8n starts, and the site is built twice, before the first test; each test then waits on n8n.
  globalTimeout: 40 * 60_000,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-receivers.json" }]],
  use: { launchOptions: chromium, trace: process.env.CI ? "off" : "retain-on-failure" },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
});
