// Kept: budgets.json is the house's own format, read by `pnpm size`, lighthouserc.cjs and the typing bench.
import { readFileSync } from "node:fs";

const kb = 1024;

/** "8.4 ms", "8 ms": the interaction bench reads its distances to a tenth of a millisecond. */
const tenthsOfMs = (v) => `${Number.isInteger(v) ? v : v.toFixed(1)} ms`;

// Each budget key names the figure it limits. Scores are floors; everything else is a ceiling.
const metrics = {
  performance: { figure: "performance", label: "performance", floor: true, format: String },
  accessibility: { figure: "accessibility", label: "accessibility", floor: true, format: String },
  bestPractices: { figure: "bestPractices", label: "best-practices", floor: true, format: String },
  seo: { figure: "seo", label: "SEO", floor: true, format: String },
  lcpMs: { figure: "lcpMs", label: "LCP", format: (v) => `${Math.round(v)} ms` },
  tbtMs: { figure: "tbtMs", label: "TBT", format: (v) => `${Math.round(v)} ms` },
  longestInputMs: { figure: "longestInputMs", label: "longest input event", format: (v) => `${Math.round(v)} ms` },
  interactionOverFloorMs: {
    figure: "interactionOverFloorMs",
    label: "over the floor page",
    format: tenthsOfMs,
  },
  floorOverPlainMs: {
    figure: "floorOverPlainMs",
    label: "floor over plain HTML",
    format: tenthsOfMs,
  },
  cls: { figure: "cls", label: "CLS", format: (v) => v.toFixed(3).replace(/\.?0+$/, "") || "0" },
  jsKb: { figure: "jsBytes", label: "JS", perKb: true, format: formatKb },
  allJsKb: { figure: "allJsBytes", label: "JS with every island awake", perKb: true, format: formatKb },
  cssKb: { figure: "cssBytes", label: "CSS", perKb: true, format: formatKb },
  htmlKb: { figure: "htmlBytes", label: "HTML", perKb: true, format: formatKb },
  imageKb: { figure: "imageBytes", label: "images on a phone", perKb: true, format: formatKb },
  // An island's own: set under "islands", by the kind of island.
  awakeJsKb: { figure: "awakeJsBytes", label: "JS once awake", perKb: true, format: formatKb, island: true },
};

/** The kinds of island budgets.json budgets apart: hydrated by React, or wired in plain DOM (`<Name>.dom.ts`). */
const islandKinds = Object.freeze(["react", "plainDom"]);

/** "12.3 KB" (gzip KB of 1024 bytes), or "125 KB" for a whole number such as a budget. */
export function formatKb(value) {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} KB`;
}

// The budget keys a route may use.
const budgetKeys = Object.freeze(Object.keys(metrics).filter((key) => !metrics[key].island));

// A route's entry may say why it departs from "*": `"why": { "seo": "…" }`, one reason per budget it sets.
const reasonsKey = "why";

/**
 * Reads budgets.json, refusing keys it does not know so a typo cannot silently drop a budget, an
 * island's budget set on a route or a route's on a kind of island, and a reason (`why`) for a
 * budget the route does not set.
 */
export function loadBudgets(file) {
  const budgets = JSON.parse(readFileSync(file, "utf8"));
  for (const [kind, budget] of Object.entries(budgets.islands ?? {})) {
    if (!islandKinds.includes(kind))
      throw new Error(`${file}: unknown kind of island "${kind}"; known: ${islandKinds.join(", ")}`);
    for (const [key, limit] of Object.entries(budget)) {
      if (!metrics[key]?.island)
        throw new Error(
          `${file}: "${key}" is no island's budget (for "${kind}" islands); a route's goes under "routes"`,
        );
      if (typeof limit !== "number") throw new Error(`${file}: budget "${key}" for "${kind}" islands must be a number`);
    }
  }
  for (const [route, budget] of Object.entries(budgets.routes ?? {})) {
    if (route !== "*" && !route.startsWith("/"))
      throw new Error(`${file}: route "${route}" must be "*" or start with "/"`);
    for (const [key, limit] of Object.entries(budget)) {
      if (key === reasonsKey) continue;
      if (!(key in metrics))
        throw new Error(`${file}: unknown budget "${key}" for "${route}"; known: ${budgetKeys.join(", ")}`);
      if (metrics[key].island)
        throw new Error(`${file}: "${key}" for "${route}" is an island's budget; it goes under "islands"`);
      if (typeof limit !== "number") throw new Error(`${file}: budget "${key}" for "${route}" must be a number`);
    }
    for (const [key, reason] of Object.entries(budget[reasonsKey] ?? {})) {
      if (!(key in budget) || key === reasonsKey)
        throw new Error(`${file}: "${route}" gives a reason for "${key}", which it does not set`);
      if (typeof reason !== "string") throw new Error(`${file}: the reason for "${key}" on "${route}" must be text`);
    }
  }
  return budgets;
}

/** The budget a route must meet: the "*" entry with the route's own entry laid over it. */
export function budgetForRoute(budgets, route) {
  const { [reasonsKey]: _reasons, ...budget } = { ...budgets.routes?.["*"], ...budgets.routes?.[route] };
  return budget;
}

/** The budget each island of a kind must meet ("react" or "plainDom"). */
export function budgetForIsland(budgets, kind) {
  return { ...budgets.islands?.[kind] };
}

/** Every route's stated departures from the shared budget: "/admin: SEO ≥ 69, because …". */
export function budgetExceptions(budgets) {
  return Object.entries(budgets.routes ?? {}).flatMap(([route, budget]) =>
    Object.entries(budget[reasonsKey] ?? {}).map(([key, reason]) => {
      const { label, floor, format } = metrics[key];
      return `${route}: ${label} ${floor ? "≥" : "≤"} ${format(budget[key])}, because ${reason}`;
    }),
  );
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
