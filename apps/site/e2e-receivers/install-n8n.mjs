// Installs n8n into a cache folder once: the receivers' end-to-end run needs a real n8n (1.7 GB,
// minutes to install), which .ci/run starts installing in the background while the other checks run.
// Plain JavaScript, so node runs it before anything is built.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The newest n8n 1.x that runs on Node 20 (later 1.x need Node 22, 2.x Node 24). */
const N8N_VERSION = "1.123.50";

const cacheDir = process.env.N8N_CACHE_DIR ?? path.join(homedir(), ".cache", "grand-river", `n8n-${N8N_VERSION}`);
const bin = path.join(cacheDir, "node_modules", "n8n", "bin", "n8n");
const done = path.join(cacheDir, ".installed");

/** The n8n command, installed first unless an earlier run did. */
export function ensureN8n() {
  if (existsSync(bin) && existsSync(done)) return bin;
  mkdirSync(cacheDir, { recursive: true });
  // n8n fetches xlsx from a CDN of its own; the registry's 0.18.5 is the same library.
  writeFileSync(
    path.join(cacheDir, "package.json"),
    JSON.stringify({ name: "n8n-cache", private: true, overrides: { xlsx: "0.18.5" } }),
  );
  console.log(`[receivers] installing n8n ${N8N_VERSION} into ${cacheDir} (once; several minutes)`);
  const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `n8n@${N8N_VERSION}`], {
    cwd: cacheDir,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`npm install n8n@${N8N_VERSION} failed (${String(result.status)})`);
  writeFileSync(done, new Date().toISOString());
  return bin;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureN8n();
