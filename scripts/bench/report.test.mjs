import assert from "node:assert/strict";
import { test } from "vitest";
import { baselineComparison, budgetReport, formatDelta, groupByLine, missDetails, siteTable } from "./report.mjs";

test("the delta column lists only the figures that moved, with their sign and unit", () => {
  const previous = { performance: 97, seo: 100, lcpMs: 1300, tbtMs: 20, cls: 0, jsBytes: 100 * 1024 };
  const current = { performance: 100, seo: 100, lcpMs: 1180, tbtMs: 20.4, cls: 0, jsBytes: 100.4 * 1024 };
  assert.equal(formatDelta(current, previous), "perf +3, LCP -120 ms, JS +0.4 KB");
});

test("a route with no previous figures is new, and one that did not move is the same", () => {
  assert.equal(formatDelta({ lcpMs: 1000 }, undefined), "new");
  assert.equal(formatDelta({ lcpMs: 1000 }, { lcpMs: null }), "new");
  assert.equal(formatDelta({ lcpMs: 1000, jsBytes: 5000 }, { lcpMs: 1000.3, jsBytes: 5010 }), "same");
});

test("our LCP and JS are shown as multiples of the baseline's, with the median over routes", () => {
  const site = {
    "/": { lcpMs: 900, jsBytes: 100 },
    "/team": { lcpMs: 1000, jsBytes: 120 },
    "/contact": { lcpMs: 1200, jsBytes: 150 },
  };
  const baseline = {
    "/": { lcpMs: 3000, jsBytes: 200 },
    "/team": { lcpMs: 2000, jsBytes: 200 },
    "/contact": { lcpMs: 3000, jsBytes: 200 },
  };
  const { table, ratios } = baselineComparison(["/", "/team", "/contact"], site, baseline);
  assert.deepEqual(ratios.perRoute["/team"], { lcp: 0.5, js: 0.6 });
  assert.deepEqual(ratios.overall, { lcp: 0.4, js: 0.6 });
  assert.match(table, /median of routes\s+0\.40×\s+0\.60×/);
});

const budgets = { routes: { "*": { seo: 100, lcpMs: 1200, jsKb: 150 }, "/": { jsKb: 125 } } };

test("the budget lines name each route's misses, using the home page's own JS limit", () => {
  const medians = {
    "/": { seo: 100, lcpMs: 1000, jsBytes: 130 * 1024 },
    "/admin": { seo: 69, lcpMs: 1500, jsBytes: 130 * 1024 },
  };
  assert.deepEqual(budgetReport(["/", "/admin"], medians, budgets).lines, [
    "/: JS 130 KB > 125 KB",
    "/admin: SEO 69 < 100; LCP 1500 ms > 1200 ms",
  ]);
});

test("a route whose every run failed says so once instead of listing every budget as unmeasured", () => {
  const medians = { "/videos": { seo: null, lcpMs: null, jsBytes: null } };
  const report = budgetReport(["/videos"], medians, budgets);
  assert.deepEqual(report.lines, ["/videos: no successful run, so nothing to check"]);
  assert.deepEqual(report.checks["/videos"], []);
});

test("a route with nothing measured shows a dash in the delta column", () => {
  assert.equal(formatDelta({ lcpMs: null }, { lcpMs: 1000 }), "—");
});

test("when nothing misses the bench says all budgets are met", () => {
  const medians = { "/team": { seo: 100, lcpMs: 800, jsBytes: 10 } };
  assert.deepEqual(budgetReport(["/team"], medians, budgets).lines, ["all budgets met"]);
});

test("a missed LCP is explained by the median run's LCP element, phases and render-blocking requests", () => {
  const diagnostics = (element) => ({
    lcpElement: element,
    lcpPhasesMs: { ttfb: 600, loadDelay: 0, loadTime: 0, renderDelay: 700 },
    renderBlocking: [{ path: "/assets/root.css", wastedMs: 150 }],
    largestScripts: [],
    failingAudits: {
      performance: [],
      accessibility: [],
      "best-practices": [],
      seo: [{ id: "is-crawlable", examples: ['<meta name="robots" content="noindex">'] }],
    },
  });
  const runs = [
    { figures: { lcpMs: 1100 }, diagnostics: diagnostics("<p>") },
    { figures: { lcpMs: 1300 }, diagnostics: diagnostics("<h1>") },
    { figures: { lcpMs: 2000 }, diagnostics: diagnostics("<img>") },
  ];
  const checks = [
    { key: "lcpMs", passed: false },
    { key: "seo", passed: false },
  ];
  assert.deepEqual(missDetails(runs, checks), [
    "LCP element: <h1> (TTFB 600, load delay 0, load 0, render delay 700 ms)",
    "render-blocking: /assets/root.css (150 ms)",
    'seo audit is-crawlable fails, e.g. <meta name="robots" content="noindex">',
  ]);
});

test("a route that met every budget needs no explanation", () => {
  assert.deepEqual(missDetails([{ figures: {}, diagnostics: {} }], [{ key: "lcpMs", passed: true }]), []);
});

test("a cause shared by every route that misses is printed once", () => {
  const shared = "best-practices audit errors-in-console fails";
  assert.deepEqual(groupByLine({ "/": [shared, "LCP element: <h1>"], "/team": [shared], "/contact": [] }), [
    `every route that misses: ${shared}`,
    "/: LCP element: <h1>",
  ]);
  assert.deepEqual(groupByLine({ "/": [shared], "/team": [shared] }), [`every route: ${shared}`]);
  assert.deepEqual(groupByLine({ "/": [shared], "/team": [] }), [`/: ${shared}`]);
});

test("the table shows each page's start-up JS beside all the JS its load transferred", () => {
  const medians = { "/": { performance: 100, lcpMs: 900, jsBytes: 150 * 1024 } };
  const table = siteTable(["/"], medians, undefined, { "/": { jsBytes: 120.5 * 1024 } });
  const [header, , row] = table.split("\n");
  const column = (name) => header.split(/\s{2,}/).indexOf(name);
  const cells = row.split(/\s{2,}/);
  assert.equal(cells[column("start JS KB")], "120.5");
  assert.equal(cells[column("JS KB")], "150.0");
});
