import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { RELAY_SECRET_KEY } from "@grand-river/webhooks";
import { chromium } from "./e2e/chromium";
import { inboxServer } from "./e2e/inbox-server";
import { RELAY_BUILD_DIR, RELAY_SECRET, relayPort, relaySite } from "./e2e-relay/settings";
import { wranglerDev, wranglerEnv } from "./hosts/cloudflare";

/**
 * The five forms in relay mode on Cloudflare's own runtime, offline: the site built with
 * VITE_WEBHOOK_MODE=relay (`pnpm test:e2e:relay` builds it into build-relay/ first), served by its
 * Worker under `wrangler dev` (static assets, the relay, its Queue and rate limit simulated), the
 * local inbox standing in for n8n and refusing any post without the relay's secret. One visit per
 * form: the forms themselves are the main run's; this proves the path a lead takes.
 */
const port = relayPort();
// Its own inbox port (RELAY_INBOX_PORT, else 8788), so it can run beside the main e2e's inbox; the
// tests' helpers read INBOX_PORT, which the workers inherit from here.
const inboxPort = Number(process.env.RELAY_INBOX_PORT ?? 8788);
process.env.INBOX_PORT = String(inboxPort);
// The Worker's simulated Queue and ledger in a folder of this port's, not shared with another suite's Worker.
const worker = wranglerDev(
  `${RELAY_BUILD_DIR}/client`,
  port,
  {
    WEBHOOK_LOCAL_INBOX: "1",
    INBOX_PORT: String(inboxPort),
    LEADS_PROOF_KEY: "proof-key-for-the-e2e",
    [RELAY_SECRET_KEY]: RELAY_SECRET,
  },
  { persistTo: path.join(tmpdir(), `grand-river-e2e-relay-${port}`) },
);

export default defineConfig({
  testDir: "e2e-relay",
  outputDir: "test-results/e2e-relay",
  workers: 1,
  retries: 0,
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-relay.json" }]],
  use: {
    baseURL: relaySite(),
    launchOptions: chromium,
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      command: [worker.command, ...worker.args].map((part) => JSON.stringify(part)).join(" "),
      env: wranglerEnv,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    inboxServer(inboxPort, "reports/e2e-inbox-relay.jsonl", { [RELAY_SECRET_KEY]: RELAY_SECRET }),
  ],
});
