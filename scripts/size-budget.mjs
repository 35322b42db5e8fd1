// Kept, not size-limit or bundlesize: they sum files named by a glob, and which files a page loads at
// start (scripts/size/) is the measurement itself; size-limit's time plugin would download a Chrome.
// `pnpm size`: the CI byte check. No browser: reads the built site and, for every page, gzips
// (level 9) what it loads at start and what it loads once every island has woken, and for every
// island what it loads once awake, compares that with budgets.json, and writes a summary that
// scripts/tally-tests.mjs counts (one check per route, or island, per size budget). Exits 1 on any miss.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { budgetForIsland, budgetForRoute, checkBudget, describeCheck, loadBudgets } from "./size/budgets.mjs";
import { formatTable } from "./size/format-table.mjs";
import { hasExif, isRaster } from "./size/image-metadata.mjs";
import { createFileGzipSizer } from "./size/gzip-size.mjs";
import { measureIslands } from "./size/measure-islands.mjs";
import { htmlFileFor, measureRoute } from "./size/measure-route.mjs";
import { clientDir, loadRouteTable } from "./size/route-table.mjs";
import { writeCheckSummary } from "./tally/check-summary.mjs";

const root = path.resolve(import.meta.dirname, "..");
const summaryFile = path.join(root, "reports/size.json");
const relative = (file) => path.relative(root, file);

const writeSummary = (checks) =>
  writeCheckSummary(summaryFile, checks, (check) => ({
    title: `size budget ${check.route} ${check.budget}`,
    message: check.detail ?? `${check.actual ?? "not built"} against a budget of ${check.limit}`,
  }));

if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`No build at ${relative(clientDir)}: run \`pnpm --filter @grand-river/site build\` first.`);
  // Counted as a failure so a CI run that forgot to build cannot report all green.
  writeSummary([{ route: "*", budget: "build", passed: false, detail: "no build" }]);
  process.exit(1);
}

const budgetsFile = path.join(root, "budgets.json");
const budgets = loadBudgets(budgetsFile);
const { pages, notFoundPath } = await loadRouteTable();
// The pages, plus the not-found page: unknown paths land there, so it is a page people load too.
const routes = [...pages, notFoundPath];
const sizeOf = createFileGzipSizer();
const kb = (bytes) => (bytes / 1024).toFixed(1);

const checks = [];
const rows = [];
const misses = [];
const warnings = [];
for (const route of routes) {
  const budget = budgetForRoute(budgets, route);
  const measured = measureRoute(clientDir, route, sizeOf);
  if (!measured.built) {
    // Every size budget of an unbuilt page fails: a stale build must not pass for a fresh one.
    const sizeKeys = Object.keys(budget).filter((key) => key.endsWith("Kb"));
    for (const key of sizeKeys) checks.push({ route, budget: key, limit: budget[key], actual: null, passed: false });
    rows.push([route, "—", "—", "—", "—", "—", "—", "not built"]);
    misses.push(`${route}: no ${relative(htmlFileFor(clientDir, route))} in the build`);
    continue;
  }
  const results = checkBudget(measured, budget);
  for (const r of results) checks.push({ route, budget: r.key, limit: r.limit, actual: r.actual, passed: r.passed });
  const failed = results.filter((r) => !r.passed);
  rows.push([
    route,
    kb(measured.htmlBytes),
    kb(measured.jsBytes),
    String(measured.js.length),
    kb(measured.allJsBytes),
    kb(measured.cssBytes),
    kb(measured.imageBytes),
    failed.length === 0 ? "ok" : `${failed.length} over`,
  ]);
  for (const r of failed) {
    const scope = budgets.routes[route]?.[r.key] === undefined ? "every route's budget" : `the budget for ${route}`;
    misses.push(`${route}: ${describeCheck(r)} (${scope})`);
    const files =
      { jsKb: measured.js, allJsKb: measured.allJs, cssKb: measured.css, imageKb: measured.images }[r.key] ?? [];
    const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
    for (const file of largest) misses.push(`    ${kb(file.bytes).padStart(6)} KB  ${file.path}`);
  }
  for (const m of measured.missing) warnings.push(`${route}: ${m} is not in the build; not counted`);
  for (const e of measured.external) warnings.push(`${route}: ${e} is on another origin; not counted`);
}

// No image the site serves carries EXIF: a phone's photo keeps where it was taken there.
const withExif = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && isRaster(entry.name))
  .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)))
  .filter((file) => hasExif(file, readFileSync(path.join(clientDir, file))));
checks.push({ route: "*", budget: "no EXIF", passed: withExif.length === 0, detail: withExif.join(", ") || "none" });
for (const file of withExif) misses.push(`${file} carries EXIF metadata (a photo's camera and GPS position)`);

// Each island's own script once awake, against the budget of its kind: a plain-DOM island's is small.
const kinds = { plainDom: "plain DOM", react: "React" };
const islandRows = [];
for (const measured of measureIslands(clientDir, sizeOf)) {
  const budget = budgetForIsland(budgets, measured.kind);
  const results = checkBudget(measured, budget);
  for (const r of results)
    checks.push({ route: measured.island, budget: r.key, limit: r.limit, actual: r.actual, passed: r.passed });
  const failed = results.filter((r) => !r.passed);
  islandRows.push([
    measured.island,
    kinds[measured.kind],
    String(measured.files.length),
    kb(measured.awakeJsBytes),
    results.map((r) => `${r.limit}`).join(", ") || "—",
    failed.length === 0 ? "ok" : `${failed.length} over`,
  ]);
  for (const r of failed) {
    misses.push(`${measured.island}: ${describeCheck(r)} (the budget for ${kinds[measured.kind]} islands)`);
    const largest = [...measured.files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
    for (const file of largest) misses.push(`    ${kb(file.bytes).padStart(6)} KB  ${file.path}`);
  }
}

console.log(`Start-up bytes per page, gzip level 9, from ${relative(clientDir)} (KB = 1024 bytes)`);
console.log(
  "JS = what a phone loads with no touch and no scroll until the network is idle: every <script>/modulepreload in the HTML,\n" +
    "  every island that wakes by itself (not one that waits to be reached for or for a query),\n" +
    "  and their static imports, each file once;",
);
console.log(
  "all JS = that plus everything each of the page's islands can load once awake; CSS = stylesheets + inline <style>;\n" +
    "  images = the image files a 412 px phone at 2.6x loads scrolling the whole page, as stored (not gzipped)\n",
);
console.log(
  formatTable(["route", "HTML KB", "JS KB", "JS files", "all JS KB", "CSS KB", "images KB", "budgets"], rows),
);
console.log(
  "\nEach island once awake: every file it can load, but the page script's and the islands runtime's, which its page\n" +
    '  has loaded already; budgeted by its kind (budgets.json, "islands")\n',
);
console.log(formatTable(["island", "kind", "files", "awake JS KB", "budget KB", "budgets"], islandRows));
console.log();
for (const w of warnings) console.log(`warning: ${w}`);
if (misses.length === 0) console.log(`All size budgets met (${relative(budgetsFile)}).`);
else console.log(`Over budget (${relative(budgetsFile)}):\n  ${misses.join("\n  ")}`);

writeSummary(checks);
const failedCount = checks.filter((c) => !c.passed).length;
console.log(
  `\n${checks.length} size checks: ${checks.length - failedCount} passed, ${failedCount} failed → ${relative(summaryFile)}`,
);
process.exit(failedCount === 0 ? 0 : 1);
