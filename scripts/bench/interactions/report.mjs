import { budgetForRoute, checkBudget, describeCheck } from "../../size/budgets.mjs";
import { formatTable } from "../../size/format-table.mjs";
import { median } from "../stats.mjs";

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "—");

/**
 * One interaction's visits summed up: the median and the worst of each visit's longest input event
 * (a visit with none of 16 ms or more counts 0: the browser reports nothing shorter), on the site
 * and on the floor page, and how many visits failed.
 */
export function summarizeInteraction(siteRuns, floorRuns) {
  const times = (runs) => runs.filter((run) => !run.error).map((run) => run.ms);
  const site = times(siteRuns);
  const floor = times(floorRuns);
  return {
    medianMs: median(site),
    worstMs: site.length > 0 ? Math.max(...site) : null,
    floorMs: median(floor),
    failed: siteRuns.length - site.length + floorRuns.length - floor.length,
  };
}

/** The figures a scenario's budgets are checked against: its median, and for the first keystroke how far above the floor. */
function figuresOf(scenario, summary) {
  const figures = { interactionMs: summary.medianMs };
  if (scenario.id === "first-keystroke")
    figures.firstKeystrokeOverFloorMs =
      summary.medianMs === null || summary.floorMs === null ? null : summary.medianMs - summary.floorMs;
  return figures;
}

/** Every scenario's checks against budgets.json (interactionMs, firstKeystrokeOverFloorMs), with a line each and the misses. */
export function interactionBudgetReport(scenarios, summaries, budgets) {
  const checks = scenarios.flatMap((scenario) =>
    checkBudget(figuresOf(scenario, summaries[scenario.id]), budgetForRoute(budgets, scenario.route)).map((check) => ({
      ...check,
      scenario: scenario.id,
    })),
  );
  const lines = checks.map(
    (check) =>
      `${check.passed ? "ok  " : "MISS"} ${scenarios.find((s) => s.id === check.scenario).label}: ${describeCheck(check)}`,
  );
  return { checks, lines, misses: checks.filter((check) => !check.passed) };
}

/** The table: a row per interaction, its median, worst and floor in ms. */
export function interactionTable(scenarios, summaries) {
  return formatTable(
    ["interaction", "page", "median ms", "worst ms", "floor ms", "failed visits"],
    scenarios.map((scenario) => {
      const s = summaries[scenario.id];
      return [scenario.label, scenario.path, ms(s.medianMs), ms(s.worstMs), ms(s.floorMs), String(s.failed)];
    }),
  );
}

/** The plain-HTML references' table: a row per touch, its median and worst in ms. */
export function referenceTable(references, summaries) {
  return formatTable(
    ["touch", "median ms", "worst ms", "failed visits"],
    references.map((reference) => {
      const s = summaries[reference.id];
      return [reference.label, ms(s.medianMs), ms(s.worstMs), String(s.failed)];
    }),
  );
}
