import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./e2e/chromium";
import { HOST } from "./e2e/page-helpers";
import { wranglerEnv, wranglerPagesDev } from "./hosts/cloudflare";

/**
 * The built site, served like a CDN, with the local inbox. By default the project's own server
 * (scripts/serve.mjs) and every test; with E2E_HOST=cloudflare, Cloudflare Pages' own runtime
 * (`wrangler pages dev`) and only the tests tagged HOST (e2e/page-helpers.ts): routing, redirects,
 * not-found answers, headers and each page's policy, which a host decides from _redirects and
 * _headers. The rest (pages, islands, forms, keyboard, themes) is the same files in the same
 * browser on any host, so it runs once; test:hosts checks every host's answers besides.
 */
const onCloudflare = process.env.E2E_HOST === "cloudflare";
const buildDir = process.env.SITE_BUILD_DIR ?? "build";
const port = Number(process.env.E2E_PORT ?? (onCloudflare ? 4174 : 4173));
const inboxPort = Number(process.env.INBOX_PORT ?? 8787);
const run = onCloudflare ? `cloudflare-${buildDir}` : buildDir;

const cloudflare = wranglerPagesDev(`${buildDir}/client`, port);
const siteServer = onCloudflare
  ? {
      command: [cloudflare.command, ...cloudflare.args].map((part) => JSON.stringify(part)).join(" "),
      env: wranglerEnv,
    }
  : { command: "node scripts/serve.mjs", env: { PORT: String(port) } };

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
  ...(onCloudflare ? { grep: new RegExp(HOST) } : {}),
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
      ...siteServer,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    {
      command: `node ../../packages/webhooks/dist/cli.js inbox`,
      url: `http://127.0.0.1:${inboxPort}/submissions`,
      // CORS for the site on this run's port, so a cors-mode form can read the inbox's answer.
      env: {
        INBOX_PORT: String(inboxPort),
        INBOX_FILE: `reports/e2e-inbox-${run}.jsonl`,
        INBOX_ORIGIN: `http://127.0.0.1:${port}`,
      },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
