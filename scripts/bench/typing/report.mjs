import { budgetForRoute, checkBudget, describeCheck } from "../../size/budgets.mjs";
import { formatTable } from "../../size/format-table.mjs";
import { median } from "../stats.mjs";

/**
 * How many of the typed characters the field ended with, in the order typed: the length of the
 * longest common subsequence of the two. "hello" typed and "llo" kept is 3; a value the visitor
 * did not type adds nothing.
 */
export function charactersKept(typed, value) {
  let previous = new Array(value.length + 1).fill(0);
  for (const character of typed) {
    const current = [0];
    for (let j = 1; j <= value.length; j += 1) {
      current[j] = character === value[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    previous = current;
  }
  return previous[value.length];
}

/** The longest Event Timing entry of a run, as { ms, event }, or null when no event took 16 ms or more. */
export function longestEntry(entries) {
  return entries.reduce(
    (longest, entry) =>
      longest === null || entry.duration > longest.ms ? { ms: entry.duration, event: entry.name } : longest,
    null,
  );
}

/**
 * One page's runs on one build, summed up: the median and the worst of each run's longest input
 * event (a run with no event of 16 ms or more counts as 0: the browser reports nothing shorter),
 * the event that was longest in the worst run, and how many runs kept every character.
 */
export function summarizeRuns(runs) {
  const measured = runs.filter((run) => !run.error);
  const longest = measured.map((run) => run.longest?.ms ?? 0);
  const worst = measured.reduce((a, b) => ((b.longest?.ms ?? 0) > (a?.longest?.ms ?? -1) ? b : a), null);
  return {
    runs: runs.length,
    measured: measured.length,
    longestInputMs: median(longest),
    worstInputMs: longest.length > 0 ? Math.max(...longest) : null,
    worstEvent: worst?.longest?.event ?? null,
    keptAll: measured.filter((run) => run.kept === run.typed.length).length,
    fewestKept: measured.length > 0 ? Math.min(...measured.map((run) => run.kept)) : null,
    typedLength: measured[0]?.typed.length ?? null,
  };
}

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "—");

/** The table of one build's summaries, a row per page, with the floor measured beside them (`floors[route]`, ms). */
export function typingTable(scenarios, summaries, floors = {}) {
  const rows = scenarios.map((scenario) => {
    const s = summaries[scenario.route];
    return [
      scenario.path,
      ms(s.longestInputMs),
      ms(floors[scenario.route]),
      ms(s.worstInputMs),
      s.worstEvent ?? "—",
      s.fewestKept === null ? "—" : `${s.fewestKept}/${s.typedLength}`,
      `${s.keptAll} of ${s.measured}`,
    ];
  });
  return formatTable(
    [
      "page",
      "longest input ms (median)",
      "floor ms",
      "worst run ms",
      "its event",
      "fewest chars kept",
      "runs keeping all",
    ],
    rows,
  );
}

/**
 * Each page's check against its `longestInputMs` budget, and whether every run kept every
 * character (not a budget: losing one is a bug). Returns { checks, misses, lines }: `misses` says
 * what missed, `lines` is that or the all-clear.
 */
export function typingBudgetReport(scenarios, summaries, budgets) {
  const checks = {};
  const misses = [];
  for (const { route, path } of scenarios) {
    const s = summaries[route];
    checks[route] = checkBudget({ longestInputMs: s.longestInputMs }, budgetForRoute(budgets, route));
    for (const check of checks[route].filter((c) => !c.passed)) misses.push(`${path}: ${describeCheck(check)}`);
    if (s.keptAll < s.measured)
      misses.push(`${path}: characters lost in ${s.measured - s.keptAll} of ${s.measured} runs`);
    if (s.measured < s.runs) misses.push(`${path}: ${s.runs - s.measured} of ${s.runs} runs failed`);
  }
  return { checks, misses, lines: misses.length > 0 ? misses : ["all budgets met, every character kept"] };
}
