import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";
import { test } from "vitest";
import { budgetForRoute, loadBudgets } from "../size/budgets.mjs";
import { loadRouteTable } from "../size/route-table.mjs";
import { assertionsFor, assertMatrix, checkedElsewhere } from "./lhci-assertions.mjs";
import { lhciConfig } from "./lhci-config.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const median = { aggregationMethod: "median" };

// Every key budgets.json may hold, each with a value of its own, so a key mapped to the wrong
// audit, left out, or given another key's limit shows in the diff.
const everyBudget = {
  performance: 91,
  accessibility: 92,
  bestPractices: 93,
  seo: 94,
  lcpMs: 1234,
  tbtMs: 56,
  cls: 0.07,
  jsKb: 8,
  allJsKb: 99,
  cssKb: 21,
  htmlKb: 17,
  longestInputMs: 101,
  interactionOverFloorMs: 9,
  floorOverPlainMs: 10,
};

test("each budget Lighthouse can measure becomes an error on the median of the runs, in Lighthouse's units", () => {
  assert.deepEqual(assertionsFor(everyBudget), {
    "categories:performance": ["error", { minScore: 0.91, ...median }],
    "categories:accessibility": ["error", { minScore: 0.92, ...median }],
    "categories:best-practices": ["error", { minScore: 0.93, ...median }],
    "categories:seo": ["error", { minScore: 0.94, ...median }],
    "largest-contentful-paint": ["error", { maxNumericValue: 1234, ...median }],
    "total-blocking-time": ["error", { maxNumericValue: 56, ...median }],
    // Half of Lighthouse's last shown decimal: a CLS it shows as 0.070 passes, 0.071 does not.
    "cumulative-layout-shift": ["error", { maxNumericValue: 0.0705, ...median }],
  });
});

test("the size, typing and interaction budgets are left to the tools that measure them, and nothing else is", () => {
  assert.deepEqual(Object.keys(checkedElsewhere).sort(), [
    "allJsKb",
    "cssKb",
    "floorOverPlainMs",
    "htmlKb",
    "imageKb",
    "interactionOverFloorMs",
    "jsKb",
    "longestInputMs",
  ]);
  assert.throws(() => assertionsFor({ fidMs: 100 }), /no Lighthouse assertion for "fidMs"/);
});

test("every route gets the shared budget with its own entry laid over it, matched to its URL alone", () => {
  const budgets = { routes: { "*": { seo: 100, lcpMs: 1200 }, "/admin": { seo: 69, why: { seo: "noindex" } } } };
  const matrix = assertMatrix(budgets, ["/", "/admin", "/team"]);
  assert.deepEqual(
    matrix.map((entry) => entry.assertions["categories:seo"][1].minScore),
    [1, 0.69, 1],
  );
  const matches = (entry, url) => new RegExp(entry.matchingUrlPattern).test(url);
  const [home, admin] = matrix;
  assert.equal(matches(home, "http://127.0.0.1:4180/"), true);
  assert.equal(matches(home, "http://127.0.0.1:4180/team"), false);
  assert.equal(matches(admin, "http://127.0.0.1:4180/admin"), true);
  assert.equal(matches(admin, "http://127.0.0.1:4180/admin-log"), false);
  assert.throws(() => assertMatrix({ routes: { "/admn": { seo: 69 } } }, ["/admin"]), /\/admn not in the route table/);
});

test("the repo's lighthouserc asserts budgets.json on every page of the route table", async () => {
  const { pages } = await loadRouteTable();
  const budgets = loadBudgets(path.join(root, "budgets.json"));
  delete process.env.GRAND_RIVER_LHCI_CONFIG;
  const { ci } = createRequire(import.meta.url)(path.join(root, "lighthouserc.cjs"));
  delete process.env.GRAND_RIVER_LHCI_CONFIG;

  assert.deepEqual(
    ci.collect.url.map((url) => new URL(url).pathname),
    pages,
  );
  assert.equal(ci.collect.numberOfRuns, 5);
  assert.deepEqual(ci.collect.settings.blockedUrlPatterns, ["https://assets.calendly.com/*"]);
  assert.equal(ci.assert.assertMatrix.length, pages.length);
  for (const [i, route] of pages.entries()) {
    const { assertions } = ci.assert.assertMatrix[i];
    assert.match(ci.collect.url[i], new RegExp(ci.assert.assertMatrix[i].matchingUrlPattern));
    // One assertion per budget the route has, less the sizes and the typing measured elsewhere.
    const budget = budgetForRoute(budgets, route);
    const lighthouseBudgets = Object.keys(budget).filter((key) => !(key in checkedElsewhere));
    assert.deepEqual(lighthouseBudgets, [
      "performance",
      "accessibility",
      "bestPractices",
      "seo",
      "lcpMs",
      "tbtMs",
      "cls",
    ]);
    assert.equal(Object.keys(assertions).length, lighthouseBudgets.length, route);
    assert.equal(assertions["categories:seo"][1].minScore, budget.seo / 100, route);
    assert.equal(assertions["largest-contentful-paint"][1].maxNumericValue, budget.lcpMs, route);
  }
  assert.equal(ci.assert.assertMatrix[pages.indexOf("/admin")].assertions["categories:seo"][1].minScore, 0.69);
});

test("LHCI serves the build on the given port, in the given browser, and saves every run to the given folder", () => {
  const { ci } = lhciConfig({
    budgets: { routes: { "*": { performance: 100 } } },
    routes: ["/", "/team"],
    blocked: ["https://example.com/*"],
    port: 4321,
    outputDir: "reports/bench/lhci",
    chromePath: "/usr/bin/chromium-headless-shell",
  });
  assert.equal(ci.collect.chromePath, "/usr/bin/chromium-headless-shell");
  assert.deepEqual(ci.collect.url, ["http://127.0.0.1:4321/", "http://127.0.0.1:4321/team"]);
  assert.match(ci.collect.startServerCommand, /^PORT=4321 HOST=127\.0\.0\.1 node apps\/site\/scripts\/serve\.mjs$/);
  assert.deepEqual(ci.collect.settings.blockedUrlPatterns, ["https://example.com/*"]);
  assert.deepEqual(ci.upload, { target: "filesystem", outputDir: "reports/bench/lhci" });
});
