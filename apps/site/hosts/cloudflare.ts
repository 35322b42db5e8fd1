import { createRequire } from "node:module";
import path from "node:path";

// Cloudflare Pages' own runtime: `wrangler pages dev`, workerd underneath, which runs offline. A
// compatibility date past the one workerd's build knows is refused, so it is that build's date
// (workerd versions read 1.YYYYMMDD.n).
const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve("wrangler/package.json");
const wrangler = path.join(path.dirname(wranglerPackage), "bin/wrangler.js");
const workerdVersion = (createRequire(wranglerPackage)("workerd/package.json") as { version: string }).version;
const compatibilityDate = workerdVersion.replace(/^1\.(\d{4})(\d{2})(\d{2})\..*$/, "$1-$2-$3");

/**
 * Devtools' port for each `wrangler dev`: 0, so the system gives each its own. Left out, every run
 * asks for 9229 (in CI that one alone), and two suites started at once race for it.
 */
const INSPECTOR_PORT = ["--inspector-port", "0"];

/** The command that serves `clientDir` as Cloudflare Pages does, on a loopback port. */
export function wranglerPagesDev(clientDir: string, port: number): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      wrangler,
      "pages",
      "dev",
      clientDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--compatibility-date",
      compatibilityDate,
      ...INSPECTOR_PORT,
    ],
  };
}

/** The site's Worker as it is deployed. */
export const SITE_WRANGLER_CONFIG = path.join(import.meta.dirname, "..", "wrangler.jsonc");

/** No metrics or update checks on a closed network. */
export const wranglerEnv = { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" };

/**
 * The command that serves `clientDir` as the site's Worker does on Cloudflare (wrangler.jsonc:
 * static assets with the lead relay under /api, its Queue, ledger and rate limit simulated locally),
 * with `vars` as the Worker's variables and secrets. `persistTo` is the run's own folder for the
 * simulated Queue and the ledger's SQLite: the default, `.wrangler/state` beside wrangler.jsonc,
 * would be one database for every suite that runs at the same time.
 */
export function wranglerDev(
  clientDir: string,
  port: number,
  vars: Readonly<Record<string, string>>,
  { persistTo, config = SITE_WRANGLER_CONFIG }: { persistTo: string; config?: string },
): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      wrangler,
      "dev",
      "--config",
      config,
      "--assets",
      clientDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      ...INSPECTOR_PORT,
      ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
      "--persist-to",
      persistTo,
    ],
  };
}

/**
 * Waits, when fewer than `seconds` are left of the current minute, for the next one: `wrangler dev`
 * counts its rate limit in windows that start on the minute, so a test's posts must fit in one.
 */
export async function withinOneLimitWindow(seconds: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
