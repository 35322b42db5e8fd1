import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll as after, test } from "vitest";
import { gzipSize } from "./gzip-size.mjs";
import { measureRoute } from "./measure-route.mjs";

// A miniature islands build: a page script, React, two islands (one with a part it loads later),
// and the islands.json the site's build writes beside its client folder.
const files = {
  "client/index.html":
    '<main><div data-island="Form" data-wake="interaction"></div><div data-island="Video" data-wake="interaction"></div></main>' +
    '<script type="module" src="/assets/page.js"></script>',
  "client/contact.html":
    '<main><div data-island="Form" data-wake="load"></div></main>' +
    '<script type="module" src="/assets/page.js"></script>',
  "client/report.html":
    '<main><div data-wake="query" data-wake-query="paid=yes" data-island="Form"></div></main>' +
    '<script type="module" src="/assets/page.js"></script>',
  "client/team.html": '<main><h1>Team</h1></main><script type="module" src="/assets/page.js"></script>',
  "client/assets/page.js": 'const islands={Form:()=>import("./Form.js"),Video:()=>import("./Video.js")};',
  "client/assets/react.js": "export const react=" + "1+".repeat(4000) + "1;",
  "client/assets/Form.js": 'import"./react.js";import"./page.js";const later=()=>import("./Later.js");',
  "client/assets/Later.js": "export const later=" + JSON.stringify("y".repeat(9000)) + ";",
  "client/assets/Video.js": 'import"./react.js";export const video=1;',
  "islands.json": JSON.stringify({
    islands: {
      Form: {
        wake: ["/assets/Form.js", "/assets/react.js", "/assets/page.js"],
        all: ["/assets/Form.js", "/assets/react.js", "/assets/page.js", "/assets/Later.js"],
      },
      Video: { wake: ["/assets/Video.js", "/assets/react.js"], all: ["/assets/Video.js", "/assets/react.js"] },
    },
  }),
};
const dir = mkdtempSync(path.join(tmpdir(), "measure-islands-"));
after(() => rmSync(dir, { recursive: true, force: true }));
for (const [name, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), content);
}
const clientDir = path.join(dir, "client");
const gz = (name) => gzipSize(files[`client/assets/${name}`]);

test("at start a page counts its page script only; its islands load later", () => {
  const home = measureRoute(clientDir, "/");
  assert.deepEqual(
    home.js.map((file) => file.path),
    ["/assets/page.js"],
  );
  assert.equal(home.jsBytes, gz("page.js"));
});

test("with every island awake, a page counts each island's files, what they load later, and shared files once", () => {
  const home = measureRoute(clientDir, "/");
  assert.deepEqual(home.islands, ["Form", "Video"]);
  assert.deepEqual(
    new Set(home.allJs.map((file) => file.path)),
    new Set(["/assets/page.js", "/assets/Form.js", "/assets/react.js", "/assets/Later.js", "/assets/Video.js"]),
  );
  assert.equal(home.allJsBytes, gz("page.js") + gz("Form.js") + gz("react.js") + gz("Later.js") + gz("Video.js"));
});

test("an island that waits to be reached for or for a query counts nothing at start", () => {
  assert.equal(measureRoute(clientDir, "/").jsBytes, gz("page.js"));
  assert.equal(measureRoute(clientDir, "/report").jsBytes, gz("page.js"));
});

test("an island with any other strategy wakes by itself, so its files count at start, preloaded or not", () => {
  const contact = measureRoute(clientDir, "/contact");
  assert.deepEqual(
    new Set(contact.js.map((file) => file.path)),
    new Set(["/assets/page.js", "/assets/Form.js", "/assets/react.js"]),
  );
  assert.equal(contact.jsBytes, gz("page.js") + gz("Form.js") + gz("react.js"));
});

test("a page with no islands loads nothing more once awake than at start", () => {
  const team = measureRoute(clientDir, "/team");
  assert.equal(team.allJsBytes, team.jsBytes);
});

test("an island the build's record lacks is reported, not counted as nothing", () => {
  const measured = measureRoute(clientDir, "/", undefined, { Form: { all: ["/assets/Form.js"] } });
  assert.ok(measured.missing.some((entry) => entry.includes("Video")));
});
