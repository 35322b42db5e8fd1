import { loadBudgets } from "../../size/budgets.mjs";
import { openTypingBrowser, typeIntoForm } from "./measure.mjs";
import { summarizeRuns, typingBudgetReport, typingTable } from "./report.mjs";
import { cpuSlowdown, tapAfterLoadMs, typedText } from "./scenarios.mjs";

/** The extra visits to the site with every island's code refused: the machine's own floor. */
const floorName = "floor";

/** One visit's line of progress. */
function visitLine(result, floor) {
  if (result.error) return `ERROR ${result.error}`;
  const longest = `longest ${Math.round(result.longest?.ms ?? 0)} ms (${result.longest?.event ?? "none ≥ 16 ms"})`;
  return floor
    ? longest
    : `${longest}  kept ${result.kept}/${result.typed.length}  island ${result.stateAtTap} at the tap`;
}

/**
 * The typing bench over `targets` ([{ name, url }], the site first, a baseline after it if any):
 * `runs` visits of each scenario on each target, and one more to the site with no island code (the
 * floor), alternating visit by visit so a burst of load on a shared machine lands on all of them.
 * Prints a line per visit, then each target's table and the site's budget misses; resolves with
 * everything, for the bench's JSON report.
 */
export async function runTypingBench({ targets, scenarios, runs, budgetsFile, log = console.log }) {
  const budgets = loadBudgets(budgetsFile);
  const visits = [...targets, { name: floorName, url: targets[0].url }];
  const results = Object.fromEntries(
    visits.map(({ name }) => [name, Object.fromEntries(scenarios.map((s) => [s.route, []]))]),
  );
  const total = runs * scenarios.length * visits.length;
  let done = 0;
  log(
    `\nTyping: ${scenarios.length} form pages × ${runs} run(s) × ${visits.map((t) => t.name).join(" + ")} = ${total} visits` +
      ` (${cpuSlowdown}× CPU, tap ${tapAfterLoadMs} ms after load, then ${JSON.stringify(typedText)} at once)`,
  );
  const { browser, close } = await openTypingBrowser();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const scenario of scenarios) {
        for (const { name, url } of visits) {
          const floor = name === floorName;
          const result = await typeIntoForm(browser, url, scenario, { withoutIslandCode: floor });
          results[name][scenario.route].push(result);
          done += 1;
          log(
            `[${String(done).padStart(String(total).length)}/${total}] ${name.padEnd(8)} ${scenario.path.padEnd(26)} run ${run}  ${visitLine(result, floor)}`,
          );
        }
      }
    }
  } finally {
    await close();
  }

  const summaries = Object.fromEntries(
    visits.map(({ name }) => [
      name,
      Object.fromEntries(scenarios.map((s) => [s.route, summarizeRuns(results[name][s.route])])),
    ]),
  );
  const floors = Object.fromEntries(scenarios.map((s) => [s.route, summaries[floorName][s.route].longestInputMs]));
  for (const { name } of targets) {
    log(
      `\nTyping into each form as it wakes, ${name}: median of ${runs} run(s) of each run's longest input event (Event Timing, ≥ 16 ms)\n`,
    );
    log(typingTable(scenarios, summaries[name], floors));
  }
  log(
    `\nfloor: the same visits to the site with every island's code refused, so nothing wakes: the browser's own cost of\n` +
      `  those taps and keys on this machine at the time. A figure near its floor spends little of its own.`,
  );
  const budget = typingBudgetReport(scenarios, summaries[targets[0].name], budgets);
  log(`\nTyping budgets (budgets.json longestInputMs), ${targets[0].name}:\n  ${budget.lines.join("\n  ")}`);
  return {
    settings: { runs, cpuSlowdown, tapAfterLoadMs, typedText },
    results,
    summaries,
    budgetChecks: budget.checks,
    misses: budget.misses,
  };
}
