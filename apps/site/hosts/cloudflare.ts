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
    ],
  };
}

/** No metrics or update checks on a closed network. */
export const wranglerEnv = { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" };

/**
 * The command that serves `clientDir` as the site's Worker does on Cloudflare (wrangler.jsonc:
 * static assets with the lead relay under /api, its Queue and rate limit simulated locally), with
 * `vars` as the Worker's variables and secrets; `persistTo` keeps its simulated Queue in a folder of
 * the caller's (else `.wrangler/state` beside wrangler.jsonc, shared by every run).
 */
export function wranglerDev(
  clientDir: string,
  port: number,
  vars: Readonly<Record<string, string>>,
  { persistTo }: { persistTo?: string } = {},
): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      wrangler,
      "dev",
      "--config",
      path.join(import.meta.dirname, "..", "wrangler.jsonc"),
      "--assets",
      clientDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
      ...(persistTo ? ["--persist-to", persistTo] : []),
    ],
  };
}
