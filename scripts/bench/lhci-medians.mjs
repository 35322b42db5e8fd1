import { median } from "./stats.mjs";

/**
 * The figures the bench prints from one Lighthouse result: scores out of 100, times in whole ms,
 * CLS to the three decimals Lighthouse shows, and script bytes transferred (resource-summary). A
 * figure Lighthouse could not measure is null.
 */
export function figuresFromLhr(lhr) {
  const score = (id) =>
    typeof lhr.categories[id]?.score === "number" ? Math.round(lhr.categories[id].score * 100) : null;
  const numeric = (id, digits = 0) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === "number" ? Number(value.toFixed(digits)) : null;
  };
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift", 3),
    jsBytes: scripts ? scripts.transferSize : null,
  };
}

/** Each route's figures, each its own median over that route's runs, in the order routes first appear. */
export function mediansByRoute(lhrs) {
  const runsByRoute = new Map();
  for (const lhr of lhrs) {
    const route = new URL(lhr.requestedUrl).pathname;
    runsByRoute.set(route, [...(runsByRoute.get(route) ?? []), figuresFromLhr(lhr)]);
  }
  return Object.fromEntries(
    [...runsByRoute].map(([route, runs]) => [
      route,
      {
        runs: runs.length,
        ...Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
      },
    ]),
  );
}

const cell = (value, digits = 0) => (value === null || value === undefined ? "—" : value.toFixed(digits));
const kb = (bytes) => (bytes === null || bytes === undefined ? "—" : (bytes / 1024).toFixed(1));

/** The medians as table rows: route, runs, the four scores, LCP, TBT, CLS, JS KB transferred. */
export function medianRows(medians) {
  return Object.entries(medians).map(([route, m]) => [
    route,
    String(m.runs),
    cell(m.performance),
    cell(m.accessibility),
    cell(m.bestPractices),
    cell(m.seo),
    cell(m.lcpMs),
    cell(m.tbtMs),
    cell(m.cls, 3),
    kb(m.jsBytes),
  ]);
}

export const medianHeader = ["route", "runs", "perf", "a11y", "best pr.", "seo", "LCP ms", "TBT ms", "CLS", "JS KB"];

const ratio = (ours, base) =>
  Number.isFinite(ours) && Number.isFinite(base) && base !== 0 ? `${(ours / base).toFixed(2)}×` : "—";

/** Ours against the base, route by route (routes both measured): LCP, TBT and JS as ours ÷ base. */
export function comparisonRows(ours, base) {
  return Object.keys(ours)
    .filter((route) => route in base)
    .map((route) => {
      const [o, b] = [ours[route], base[route]];
      return [
        route,
        `${cell(o.performance)} / ${cell(b.performance)}`,
        `${cell(o.lcpMs)} / ${cell(b.lcpMs)}`,
        ratio(o.lcpMs, b.lcpMs),
        `${cell(o.tbtMs)} / ${cell(b.tbtMs)}`,
        ratio(o.tbtMs, b.tbtMs),
        `${kb(o.jsBytes)} / ${kb(b.jsBytes)}`,
        ratio(o.jsBytes, b.jsBytes),
      ];
    });
}

export const comparisonHeader = ["route", "perf", "LCP ms", "LCP ×", "TBT ms", "TBT ×", "JS KB", "JS ×"];
