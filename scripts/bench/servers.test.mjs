import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll as after, test } from "vitest";
import { startStaticServer } from "./servers.mjs";

const root = mkdtempSync(path.join(tmpdir(), "bench-static-"));
after(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "index.html"), `<!doctype html><title>Shell</title>${"<p>padding</p>".repeat(200)}`);
writeFileSync(path.join(root, "assets/app.js"), `export const app = ${JSON.stringify("x".repeat(5000))};`);

test("with the SPA fallback, an unknown path gets the app shell with status 200", async (t) => {
  const server = await startStaticServer({ root, spaFallback: true });
  t.onTestFinished(server.close);
  const response = await fetch(`${server.url}/team`);
  assert.equal(response.status, 200);
  assert.match(await response.text(), /<title>Shell<\/title>/);
});

test("files are served gzipped to a browser that accepts gzip", async (t) => {
  const server = await startStaticServer({ root, spaFallback: true });
  t.onTestFinished(server.close);
  const response = await fetch(`${server.url}/assets/app.js`, { headers: { "accept-encoding": "gzip" } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-encoding"), "gzip");
  assert.match(await response.text(), /export const app/);
});

test("without the fallback, an unknown path is a 404", async (t) => {
  const server = await startStaticServer({ root });
  t.onTestFinished(server.close);
  assert.equal((await fetch(`${server.url}/team`)).status, 404);
});
