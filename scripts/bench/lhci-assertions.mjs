// budgets.json as Lighthouse CI assertions (lighthouserc.cjs, through lhci-config.mjs): one
// assertMatrix entry per route of the route table, each with the "*" budget and the route's own
// entry laid over it, every assertion an error on the median of the runs.
import { budgetForRoute } from "../size/budgets.mjs";

// Each budget key Lighthouse measures, as the assertion that checks it. Scores are out of 100 in
// budgets.json and out of 1 in Lighthouse.
const lighthouseChecks = {
  performance: (limit) => ["categories:performance", { minScore: limit / 100 }],
  accessibility: (limit) => ["categories:accessibility", { minScore: limit / 100 }],
  bestPractices: (limit) => ["categories:best-practices", { minScore: limit / 100 }],
  seo: (limit) => ["categories:seo", { minScore: limit / 100 }],
  lcpMs: (limit) => ["largest-contentful-paint", { maxNumericValue: limit }],
  tbtMs: (limit) => ["total-blocking-time", { maxNumericValue: limit }],
  // Lighthouse shows CLS to three decimals; a shift it shows as 0 (0.00004) meets a budget of 0.
  cls: (limit) => ["cumulative-layout-shift", { maxNumericValue: Number((limit + 0.0005).toFixed(4)) }],
};

// The size budgets are gzip 9 of the build's files. Lighthouse's resource-summary counts bytes on
// the wire instead, response headers included: /ai-playbook's HTML, 15,227 bytes gzip 9 (14,971
// as brotli from serve.mjs), arrived with 1,555 bytes of headers, most of them its CSP, as 16,539.
const sizeCheck = "`pnpm size` (run by `pnpm bench` too): gzip 9 of the build's files, which Lighthouse does not see";

/** The budgets a Lighthouse page load does not measure, and what checks them instead. */
export const checkedElsewhere = {
  jsKb: sizeCheck,
  allJsKb: "`pnpm size`: every island awake, which a page load without a touch never is",
  cssKb: sizeCheck,
  htmlKb: sizeCheck,
  imageKb: "`pnpm size`: the images a 412 px phone at 2.6x loads scrolling the whole page, which a page load does not",
  longestInputMs: "`pnpm bench:typing`: typing into a form as it wakes; Lighthouse measures no input",
  interactionOverFloorMs: "`pnpm bench:interactions`: a tap or key against the same page with scripts off",
  floorOverPlainMs: "`pnpm bench:interactions`: the page with scripts off against a page of plain HTML",
};

/** One route's budget (the "why" left out) as LHCI assertions; throws on a key it cannot place. */
export function assertionsFor(budget) {
  const assertions = {};
  for (const [key, limit] of Object.entries(budget)) {
    if (key in checkedElsewhere) continue;
    if (!(key in lighthouseChecks)) throw new Error(`budgets.json: no Lighthouse assertion for "${key}"`);
    const [id, threshold] = lighthouseChecks[key](limit);
    assertions[id] = ["error", { ...threshold, aggregationMethod: "median" }];
  }
  return assertions;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * LHCI's assertMatrix: for each route, a pattern matching that page alone on any origin, and its
 * assertions. Throws on a budget for a route the route table does not have (a typo would
 * otherwise check nothing).
 */
export function assertMatrix(budgets, routes) {
  const unknown = Object.keys(budgets.routes ?? {}).filter((route) => route !== "*" && !routes.includes(route));
  if (unknown.length > 0) throw new Error(`budgets.json: ${unknown.join(", ")} not in the route table`);
  return routes.map((route) => ({
    matchingUrlPattern: `^https?://[^/]+${escapeRegExp(route)}$`,
    assertions: assertionsFor(budgetForRoute(budgets, route)),
  }));
}
