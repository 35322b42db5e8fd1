import { readFileSync } from "node:fs";

const kb = 1024;

// Each budget key names the figure it limits. Scores are floors; everything else is a ceiling.
const metrics = {
  performance: { figure: "performance", label: "performance", floor: true, format: String },
  accessibility: { figure: "accessibility", label: "accessibility", floor: true, format: String },
  bestPractices: { figure: "bestPractices", label: "best-practices", floor: true, format: String },
  seo: { figure: "seo", label: "SEO", floor: true, format: String },
  lcpMs: { figure: "lcpMs", label: "LCP", format: (v) => `${Math.round(v)} ms` },
  tbtMs: { figure: "tbtMs", label: "TBT", format: (v) => `${Math.round(v)} ms` },
  cls: { figure: "cls", label: "CLS", format: (v) => v.toFixed(3).replace(/\.?0+$/, "") || "0" },
  jsKb: { figure: "jsBytes", label: "JS", perKb: true, format: formatKb },
  cssKb: { figure: "cssBytes", label: "CSS", perKb: true, format: formatKb },
  htmlKb: { figure: "htmlBytes", label: "HTML", perKb: true, format: formatKb },
};

/** "12.3 KB" (gzip KB of 1024 bytes), or "125 KB" for a whole number such as a budget. */
export function formatKb(value) {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} KB`;
}

// The budget keys budgets.json may use.
const budgetKeys = Object.freeze(Object.keys(metrics));

/** Reads budgets.json, refusing keys it does not know so a typo cannot silently drop a budget. */
export function loadBudgets(file) {
  const budgets = JSON.parse(readFileSync(file, "utf8"));
  for (const [route, budget] of Object.entries(budgets.routes ?? {})) {
    if (route !== "*" && !route.startsWith("/")) throw new Error(`${file}: route "${route}" must be "*" or start with "/"`);
    for (const [key, limit] of Object.entries(budget)) {
      if (!(key in metrics)) throw new Error(`${file}: unknown budget "${key}" for "${route}"; known: ${budgetKeys.join(", ")}`);
      if (typeof limit !== "number") throw new Error(`${file}: budget "${key}" for "${route}" must be a number`);
    }
  }
  return budgets;
}

/** The budget a route must meet: the "*" entry with the route's own entry laid over it. */
export function budgetForRoute(budgets, route) {
  return { ...budgets.routes?.["*"], ...budgets.routes?.[route] };
}

/**
 * One check per budget whose figure the caller measured (`figures` without a key means "not
 * measured here", so `pnpm size` checks only sizes). A figure of null means the measurement
 * failed, which fails the check. Byte figures are compared in KB.
 */
export function checkBudget(figures, budget) {
  return Object.entries(budget)
    .filter(([key]) => figures[metrics[key].figure] !== undefined)
    .map(([key, limit]) => {
      const metric = metrics[key];
      const raw = figures[metric.figure];
      const actual = raw === null ? null : metric.perKb ? raw / kb : raw;
      const passed = actual !== null && (metric.floor ? actual >= limit : actual <= limit);
      return { key, label: metric.label, limit, actual, passed };
    });
}

/** "JS 131.2 KB > 125 KB", "SEO 69 < 100", "LCP 1310 ms ≤ 1200 ms" or "LCP not measured". */
export function describeCheck({ key, label, limit, actual, passed }) {
  const { floor, format } = metrics[key];
  if (actual === null) return `${label} not measured`;
  const relation = floor ? (passed ? "≥" : "<") : passed ? "≤" : ">";
  return `${label} ${format(actual)} ${relation} ${format(limit)}`;
}
