import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./e2e/chromium";
import { inboxServer } from "./e2e/inbox-server";

/**
 * The built site, served like a CDN by the project's own server (scripts/serve.mjs), with the local
 * inbox. Pages, islands, forms, keyboard and themes are the same files in the same browser on any
 * host, so they run once, here; what a host decides from _redirects and _headers (routing,
 * redirects, not-found answers, headers, each page's policy) test:hosts checks on every host's own
 * implementation, Cloudflare Pages' runtime included.
 */
const buildDir = process.env.SITE_BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? 4173);
const inboxPort = Number(process.env.INBOX_PORT ?? 8787);
const run = buildDir;

export default defineConfig({
  testDir: "e2e",
  // Per build and host, so side-by-side runs (see CONTRIBUTING.md) never delete each other's traces.
  outputDir: `test-results/${run}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs this beside every other check on two cores (load near 20 in a fresh-clone run), where a
  // test that takes 8 s alone can take over 30 s: the limit is for a hung test, not a speed check.
  timeout: process.env.CI ? 90_000 : 30_000,
  // The same room for what a test waits to see (a woken form's error, a toast): Playwright's 5 s
  // default is the one wait a loaded machine can outlast in a test that passes alone.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: `reports/e2e-${run}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // A trace records every test's snapshots and screencast to keep only a failing one's. CI keeps
    // nothing from its machine but the log, so there it would be thrown away, at about a seventh of
    // the suite's time; locally it is kept.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    // CORS for the site on this run's port, so a cors-mode form can read the inbox's answer.
    inboxServer(inboxPort, `reports/e2e-inbox-${run}.jsonl`, { INBOX_ORIGIN: `http://127.0.0.1:${port}` }),
  ],
});
