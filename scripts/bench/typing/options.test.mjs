import assert from "node:assert/strict";
import { test } from "vitest";
import { parseTypingArgs } from "./options.mjs";
import { scenariosFor, typingScenarios } from "./scenarios.mjs";

test("by default five visits per page, every form page, the build served here", () => {
  assert.deepEqual(parseTypingArgs([]), {
    runs: 5,
    routes: undefined,
    site: undefined,
    baseline: undefined,
    help: false,
  });
});

test("takes runs, routes and the origins of a site and a baseline already served", () => {
  assert.deepEqual(
    parseTypingArgs([
      "--runs",
      "3",
      "--routes",
      "/contact, /admin",
      "--site",
      "http://127.0.0.1:4310/",
      "--baseline",
      "http://127.0.0.1:9310",
    ]),
    {
      runs: 3,
      routes: ["/contact", "/admin"],
      site: "http://127.0.0.1:4310",
      baseline: "http://127.0.0.1:9310",
      help: false,
    },
  );
});

test.each([
  [["--runs", "0"], /--runs must be a whole number/],
  [["--site", "127.0.0.1:4310"], /--site takes an origin/],
  [["--baseline", "http://127.0.0.1:9310/contact"], /--baseline takes an origin/],
  [["--rnus", "3"], /Unknown option/],
])("refuses %j", (args, message) => {
  assert.throws(() => parseTypingArgs(args), message);
});

test("the form pages are the issue's five: contact, admin, Playbook, the paid report, and the home newsletter", () => {
  assert.deepEqual(
    typingScenarios.map((s) => s.path),
    ["/contact", "/admin", "/ai-playbook", "/ai-report?payment=success", "/"],
  );
  assert.deepEqual(
    scenariosFor(["/", "/team", "/admin"]).map((s) => s.route),
    ["/admin", "/"],
  );
  assert.equal(scenariosFor(undefined), typingScenarios);
});
