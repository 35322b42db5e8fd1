// Kept for the typing bench (Lighthouse CI starts its own server from lighthouserc.cjs).
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import path from "node:path";
import { siteDir } from "../size/route-table.mjs";

const host = "127.0.0.1";

/** A port nothing is listening on, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers at all; rejects if `child` exits first or 20 s pass. */
async function waitUntilServing(url, child) {
  let exited = null;
  child.once("exit", (code) => (exited = code));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the server exited (${exited}) before serving ${url}`);
    try {
      await fetch(url, { method: "HEAD" });
      return;
    } catch {
      // Not listening yet: poll again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answered at ${url} within 20 s`);
}

/**
 * The site's own CDN-like server (scripts/serve.mjs, which serves the build/client beside it) on a
 * free port, from apps/site or a copy of it. `alive` turns false if it stops; `close` stops it.
 */
export async function startSiteServer(dir = siteDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, "scripts/serve.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://${host}:${port}`;
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    url,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill();
      }),
  };
}
