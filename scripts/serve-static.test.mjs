import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic } from "./serve-static.mjs";

// The test servers' stand-in for a CDN: whatever the request, it answers and goes on serving, and
// never serves a file from outside its folder.
let scratch;
let server;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), "serve-static-"));
  mkdirSync(path.join(scratch, "site"));
  mkdirSync(path.join(scratch, "site-private"));
  writeFileSync(path.join(scratch, "site", "index.html"), "<p>the site</p>");
  writeFileSync(path.join(scratch, "site-private", "secret.txt"), "not for the web");
  server = await serveStatic(path.join(scratch, "site"), { fallback: null });
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("serveStatic", () => {
  it("answers a malformed escape with 400 and goes on serving", async () => {
    expect((await fetch(`${server.url}%E0%A4%A`)).status).toBe(400);
    const next = await fetch(server.url);
    expect(await next.text()).toBe("<p>the site</p>");
  });

  it("serves nothing from a sibling folder whose name starts like its own", async () => {
    const response = await fetch(`${server.url}..%2Fsite-private%2Fsecret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("not for the web");
  });
});
