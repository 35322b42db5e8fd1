import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll as after, test } from "vitest";
import { gzipSize } from "./gzip-size.mjs";
import { htmlFileFor, measureRoute } from "./measure-route.mjs";

// A miniature React Router build: two pages sharing an entry and a vendor chunk, one lazy chunk.
const files = {
  "index.html":
    '<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
    '<style>h1{margin:0}</style><script type="module">import * as r from "/assets/home.js";import("/assets/entry.js");</script>',
  "team.html":
    '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/team.js"/>' +
    '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/team.css"/>',
  "assets/entry.js": 'import{v}from"./vendor.js";export const e=v+1;',
  "assets/vendor.js": "export const v=" + "1+".repeat(3000) + "1;",
  "assets/home.js": 'import{v}from"./vendor.js";const lazy=()=>import("./lazy.js");',
  "assets/team.js": 'import"./vendor.js";import"./gone.js";',
  "assets/lazy.js": "export const big=" + JSON.stringify("x".repeat(50000)) + ";",
  "assets/root.css": "body{margin:0;font-family:system-ui}",
  "assets/team.css": ".team{display:grid}",
};
const dir = mkdtempSync(path.join(tmpdir(), "measure-route-"));
after(() => rmSync(dir, { recursive: true, force: true }));
for (const [name, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), content);
}
const gz = (name) => gzipSize(files[name]);

test("a route's HTML file is index.html for the home page and the route's name with .html for the rest", () => {
  assert.equal(htmlFileFor("/b", "/"), path.join("/b", "index.html"));
  assert.equal(htmlFileFor("/b", "/team"), path.join("/b", "team.html"));
  assert.equal(htmlFileFor("/b", "/404"), path.join("/b", "404.html"));
});

test("home counts its entry, route module and their shared vendor chunk once, and not the lazy chunk", () => {
  const home = measureRoute(dir, "/");
  assert.deepEqual(
    home.js.map((f) => f.path),
    ["/assets/entry.js", "/assets/home.js", "/assets/vendor.js"],
  );
  assert.equal(home.jsBytes, gz("assets/entry.js") + gz("assets/home.js") + gz("assets/vendor.js"));
});

test("CSS is every linked stylesheet plus inline style text, and HTML is the page file, all gzipped", () => {
  const home = measureRoute(dir, "/");
  assert.equal(home.cssBytes, gz("assets/root.css") + gzipSize("h1{margin:0}"));
  assert.equal(home.htmlBytes, gz("index.html"));
  const team = measureRoute(dir, "/team");
  assert.equal(team.cssBytes, gz("assets/root.css") + gz("assets/team.css"));
});

test("an import of a file the build lacks is reported, not silently counted as zero", () => {
  assert.deepEqual(measureRoute(dir, "/team").missing, ["/assets/gone.js (imported by /assets/team.js)"]);
});

test("a route with no HTML in the build says it was not built", () => {
  assert.deepEqual(measureRoute(dir, "/videos"), { route: "/videos", built: false });
});
