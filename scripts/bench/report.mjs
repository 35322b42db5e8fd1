import { budgetForRoute, checkBudget, describeCheck } from "../size/budgets.mjs";
import { formatTable } from "../size/format-table.mjs";
import { figureDeltas, median, ratio } from "./stats.mjs";

const dash = "—";
const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : dash);
const whole = (value) => (Number.isFinite(value) ? String(Math.round(value)) : dash);
const cls = (value) => (Number.isFinite(value) ? value.toFixed(3) : dash);
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : dash);

// How each kind of change prints in the delta column, and the smallest one worth printing.
const points = { smallest: 1, format: (d) => String(Math.abs(Math.round(d))) };
const millis = { smallest: 1, format: (d) => `${Math.abs(Math.round(d))} ms` };
const shift = { smallest: 0.001, format: (d) => Math.abs(d).toFixed(3) };
const bytes = { smallest: 52, format: (d) => `${(Math.abs(d) / 1024).toFixed(1)} KB` };
/** @type {[key: string, label: string, kind: { smallest: number, format: (delta: number) => string }][]} */
const deltaFormats = [
  ["performance", "perf", points],
  ["accessibility", "a11y", points],
  ["bestPractices", "BP", points],
  ["seo", "SEO", points],
  ["lcpMs", "LCP", millis],
  ["fcpMs", "FCP", millis],
  ["tbtMs", "TBT", millis],
  ["cls", "CLS", shift],
  ["jsBytes", "JS", bytes],
  ["cssBytes", "CSS", bytes],
  ["htmlBytes", "HTML", bytes],
];

/** The delta column's text: only the figures that moved, e.g. "perf +3, LCP -120 ms, JS +0.4 KB". */
export function formatDelta(current, previous) {
  if (!Object.values(current).some(Number.isFinite)) return dash;
  if (previous === undefined || !Object.values(previous).some(Number.isFinite)) return "new";
  const deltas = figureDeltas(current, previous);
  const moved = deltaFormats
    .filter(([key, , kind]) => key in deltas && Math.abs(deltas[key]) >= kind.smallest)
    .map(([key, label, kind]) => `${label} ${deltas[key] > 0 ? "+" : "-"}${kind.format(deltas[key])}`);
  return moved.length > 0 ? moved.join(", ") : "same";
}

/**
 * The main table: one row of medians per route, with each page's start-up JS (gzip 9, from the
 * build) beside what Lighthouse saw transferred, and the delta column when a previous run exists.
 */
export function siteTable(routes, medians, previousMedians, startup = {}) {
  const header = [
    "route",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "LCP ms",
    "FCP ms",
    "TBT ms",
    "CLS",
    "start JS KB",
    "JS KB",
    "CSS KB",
    "HTML KB",
  ];
  if (previousMedians) header.push("Δ vs previous");
  const rows = routes.map((route) => {
    const m = medians[route];
    const row = [
      route,
      whole(m.performance),
      whole(m.accessibility),
      whole(m.bestPractices),
      whole(m.seo),
      whole(m.lcpMs),
      whole(m.fcpMs),
      whole(m.tbtMs),
      cls(m.cls),
      kb(startup[route]?.jsBytes),
      kb(m.jsBytes),
      kb(m.cssBytes),
      kb(m.htmlBytes),
    ];
    if (previousMedians) row.push(formatDelta(m, previousMedians[route]));
    return row;
  });
  return formatTable(header, rows);
}

/**
 * Our LCP and JS as multiples of the client-only baseline's, per route and as the median of the
 * per-route ratios. Returns the table and the ratios for the JSON report.
 */
export function baselineComparison(routes, siteMedians, baselineMedians) {
  const perRoute = Object.fromEntries(
    routes.map((route) => [
      route,
      {
        lcp: ratio(siteMedians[route].lcpMs, baselineMedians[route]?.lcpMs),
        js: ratio(siteMedians[route].jsBytes, baselineMedians[route]?.jsBytes),
      },
    ]),
  );
  const overall = {
    lcp: median(routes.map((route) => perRoute[route].lcp)),
    js: median(routes.map((route) => perRoute[route].js)),
  };
  const rows = routes.map((route) => [
    route,
    whole(siteMedians[route].lcpMs),
    whole(baselineMedians[route]?.lcpMs),
    times(perRoute[route].lcp),
    kb(siteMedians[route].jsBytes),
    kb(baselineMedians[route]?.jsBytes),
    times(perRoute[route].js),
  ]);
  rows.push(["median of routes", "", "", times(overall.lcp), "", "", times(overall.js)]);
  const table = formatTable(["route", "LCP ms", "baseline LCP", "LCP ratio", "JS KB", "baseline JS", "JS ratio"], rows);
  return { table, ratios: { perRoute, overall } };
}

/** Each route's budget checks against its medians, and the lines that list the misses (a route no run measured has none). */
export function budgetReport(routes, medians, budgets) {
  const measured = (route) => Object.values(medians[route]).some(Number.isFinite);
  const checks = Object.fromEntries(
    routes.map((route) => [route, measured(route) ? checkBudget(medians[route], budgetForRoute(budgets, route)) : []]),
  );
  const lines = routes.flatMap((route) => {
    if (!measured(route)) return [`${route}: no successful run, so nothing to check`];
    const misses = checks[route].filter((check) => !check.passed);
    return misses.length > 0 ? [`${route}: ${misses.map(describeCheck).join("; ")}`] : [];
  });
  return { checks, lines: lines.length > 0 ? lines : ["all budgets met"] };
}

/**
 * Why a route missed, from its runs' diagnostics: the LCP element and phases (median-LCP run),
 * what blocked rendering, the largest scripts, and the audits that failed in any run.
 */
export function missDetails(runs, checks) {
  const missed = new Set(checks.filter((check) => !check.passed).map((check) => check.key));
  if (missed.size === 0) return [];
  const measured = runs.filter((run) => run.diagnostics);
  if (measured.length === 0) return [`no diagnostics: every run failed (${runs.map((run) => run.error).join("; ")})`];
  const byLcp = [...measured].sort((a, b) => (a.figures.lcpMs ?? 0) - (b.figures.lcpMs ?? 0));
  const middle = byLcp[(byLcp.length - 1) >> 1].diagnostics;
  const lines = [];
  if (missed.has("lcpMs") || missed.has("performance")) {
    const phases = middle.lcpPhasesMs;
    lines.push(
      `LCP element: ${middle.lcpElement ?? "none reported"}` +
        (phases
          ? ` (TTFB ${phases.ttfb}, load delay ${phases.loadDelay}, load ${phases.loadTime}, render delay ${phases.renderDelay} ms)`
          : ""),
    );
    if (middle.renderBlocking.length > 0) {
      lines.push(`render-blocking: ${middle.renderBlocking.map((r) => `${r.path} (${r.wastedMs} ms)`).join(", ")}`);
    }
  }
  if ((missed.has("jsKb") || missed.has("tbtMs") || missed.has("performance")) && middle.largestScripts.length > 0) {
    lines.push(`largest scripts: ${middle.largestScripts.map((s) => `${s.path} ${kb(s.transferSize)} KB`).join(", ")}`);
  }
  const categoryOf = {
    performance: "performance",
    accessibility: "accessibility",
    bestPractices: "best-practices",
    seo: "seo",
  };
  for (const [key, category] of Object.entries(categoryOf)) {
    if (!missed.has(key)) continue;
    // Audits failing in any run, with the first example of the first run each failed in.
    const failing = new Map();
    for (const run of measured) {
      for (const audit of run.diagnostics.failingAudits[category])
        if (!failing.has(audit.id)) failing.set(audit.id, audit.examples[0]);
    }
    if (failing.size === 0) lines.push(`${category}: no audit below full marks in any run (score rounding)`);
    for (const [id, example] of failing)
      lines.push(`${category} audit ${id} fails${example ? `, e.g. ${example}` : ""}`);
  }
  return lines;
}

/**
 * Lines that several routes share printed once, naming the routes ("every route" when all do),
 * so a cause common to the whole site reads as one line rather than thirteen.
 */
export function groupByLine(linesByRoute) {
  const routes = Object.keys(linesByRoute);
  const groups = new Map();
  for (const route of routes) {
    for (const line of linesByRoute[route]) groups.set(line, [...(groups.get(line) ?? []), route]);
  }
  const withMisses = routes.filter((route) => linesByRoute[route].length > 0);
  return [...groups].map(([line, on]) => {
    const where =
      on.length === routes.length && on.length > 1
        ? "every route"
        : on.length === withMisses.length && on.length > 1
          ? "every route that misses"
          : on.join(", ");
    return `${where}: ${line}`;
  });
}
