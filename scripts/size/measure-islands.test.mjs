import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll as after, test } from "vitest";
import { gzipSize } from "./gzip-size.mjs";
import { measureIslands } from "./measure-islands.mjs";

// A miniature islands build: the page script, the islands runtime, React, a form that loads a part
// later, and a widget wired in plain DOM, with the islands.json the site's build writes beside them.
const files = {
  "client/assets/page.js": 'const runtime=()=>import("./runtime.js");',
  "client/assets/runtime.js": 'import"./page.js";export const islands={};',
  "client/assets/react.js": "export const react=" + "1+".repeat(4000) + "1;",
  "client/assets/Form.js": 'import"./react.js";import"./page.js";const later=()=>import("./Later.js");',
  "client/assets/Later.js": "export const later=" + JSON.stringify("y".repeat(900)) + ";",
  "client/assets/Tabs.js": 'import"./widgets.js";export function wire(){}',
  "client/assets/widgets.js": "export function press(){}",
  "islands.json": JSON.stringify({
    pageScript: ["/assets/page.js"],
    islandRuntime: ["/assets/runtime.js"],
    islands: {
      Form: {
        wake: ["/assets/Form.js", "/assets/react.js", "/assets/page.js", "/assets/runtime.js"],
        all: ["/assets/Form.js", "/assets/react.js", "/assets/page.js", "/assets/runtime.js", "/assets/Later.js"],
        plainDom: false,
      },
      Tabs: {
        wake: ["/assets/Tabs.js", "/assets/widgets.js"],
        all: ["/assets/Tabs.js", "/assets/widgets.js"],
        plainDom: true,
      },
    },
  }),
};
const dir = mkdtempSync(path.join(tmpdir(), "measure-islands-"));
after(() => rmSync(dir, { recursive: true, force: true }));
for (const [name, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), content);
}
const gz = (name) => gzipSize(files[`client/assets/${name}`]);
const measured = Object.fromEntries(measureIslands(path.join(dir, "client")).map((island) => [island.island, island]));

test("an island once awake counts every file it can load, what it loads later too, but not what its page has loaded", () => {
  assert.deepEqual(
    measured.Form.files.map((file) => file.path),
    ["/assets/Form.js", "/assets/react.js", "/assets/Later.js"],
  );
  assert.equal(measured.Form.awakeJsBytes, gz("Form.js") + gz("react.js") + gz("Later.js"));
});

test("an island is of the kind the build recorded: wired in plain DOM, or hydrated by React", () => {
  assert.equal(measured.Tabs.kind, "plainDom");
  assert.equal(measured.Tabs.awakeJsBytes, gz("Tabs.js") + gz("widgets.js"));
  assert.equal(measured.Form.kind, "react");
});

test("a build without a record of its islands has no islands to measure", () => {
  assert.deepEqual(measureIslands(path.join(dir, "other-build", "client")), []);
});
