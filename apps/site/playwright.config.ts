import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const inboxPort = Number(process.env.INBOX_PORT ?? 8787);

/** Debian's Chromium, never a downloaded browser; flags keep it quiet on a closed network. */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
};

export default defineConfig({
  testDir: "e2e",
  // Per build, so side-by-side runs (see README) never delete each other's traces.
  outputDir: `test-results/${process.env.SITE_BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: `reports/e2e-${process.env.SITE_BUILD_DIR ?? "build"}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node ../../packages/webhooks/src/inbox/server.mjs`,
      url: `http://127.0.0.1:${inboxPort}/submissions`,
      env: { INBOX_PORT: String(inboxPort), INBOX_FILE: "reports/e2e-inbox.jsonl" },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
