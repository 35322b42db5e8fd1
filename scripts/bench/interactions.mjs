// `pnpm bench:interactions`: each interaction of the issue timed on a phone at 4× CPU (Event Timing,
// read from the browser's trace to a tenth of a ms: the web API rounds to 8 ms and drops what is
// under 16, so it cannot tell a floor of 12 ms from one of 15), the median of `--runs` visits
// (default 5), each visit alternating with one to the floor page (the same HTML and CSS with scripts
// off), and the same touches on a page of plain HTML. budgets.json
// judges distances within the run (interactionOverFloorMs, floorOverPlainMs), and only when the load
// average was under 1 before it and after it (read once the bench's own load has decayed). `pnpm
// bench` runs it after the typing bench. Home-made for the typing bench's reason: no maintained tool
// times an input at a moment relative to the load at 4× CPU.
// `--trace` then traces one more visit of each, site and floor, and each plain touch, prints what the
// browser did and saves each trace; `--runs 0 --trace` takes the traces alone.
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { loadBudgets } from "../size/budgets.mjs";
import {
  busyLoadAverage,
  describeLoad,
  interactionBudgetReport,
  interactionTable,
  referenceTable,
  runLoad,
  settleLoadWithinMs,
  settledLoad,
  summarizeInteraction,
} from "./interactions/report.mjs";
import { timeInteraction } from "./interactions/measure.mjs";
import { cpuSlowdown, interactionScenarios, referenceScenarios } from "./interactions/scenarios.mjs";
import { functionLines, workTable } from "./interactions/trace.mjs";
import { startSiteServer } from "./servers.mjs";
import { openTypingBrowser } from "./typing/measure.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1]);
const traceWork = process.argv.includes("--trace");
const onlyFlag = process.argv.indexOf("--only");
const onlyIds = onlyFlag === -1 ? null : process.argv[onlyFlag + 1]?.split(",");
const everyId = [...interactionScenarios, ...referenceScenarios].map((s) => s.id);
const chosen = (list) => (onlyIds ? list.filter((s) => onlyIds.includes(s.id)) : list);
const scenarios = chosen(interactionScenarios);
// The plain-HTML rows the chosen interactions are judged against come with them.
const references = referenceScenarios.filter(
  (r) => chosen(referenceScenarios).includes(r) || scenarios.some((s) => s.plain === r.id),
);
// `--runs 0 --trace`: the counts alone, no timed visit.
if (
  !Number.isInteger(runs) ||
  runs < (traceWork ? 0 : 1) ||
  (onlyFlag !== -1 && !onlyIds?.every((id) => everyId.includes(id)))
) {
  const ids = everyId.join(",");
  console.error(
    `Usage: pnpm bench:interactions [--runs N] [--trace] [--only ID,...]  (N ≥ 1, or 0 with --trace; default 5; IDs of ${ids})`,
  );
  process.exit(1);
}

const budgets = loadBudgets(path.join(root, "budgets.json"));
// Each traced visit's whole trace, to open in DevTools' performance panel.
const tracesDir = path.join(root, "reports/bench/interactions");
const loadBefore = loadavg()[0];
const server = await startSiteServer();
// The typing bench's browser (Debian's full Chromium): its floor is the lower of the two here.
const { browser, close } = await openTypingBrowser();
const results = Object.fromEntries(scenarios.map((s) => [s.id, { site: [], floor: [] }]));
const referenceVisits = Object.fromEntries(references.map((s) => [s.id, []]));
const total = runs * (scenarios.length * 2 + references.length);
let done = 0;
const works = {};
console.log(
  `\nInteractions: ${scenarios.length} × ${runs} run(s) × site + floor, and ${references.length} of plain HTML, = ${total} visits (${cpuSlowdown}× CPU, phone)`,
);
const logVisit = (who, scenario, run, result) => {
  done += 1;
  const what = result.error
    ? `ERROR ${result.error}`
    : `${result.ms.toFixed(1)} ms (${result.event ?? "no input event"}; Event Timing API ${result.apiMs || "under 16"})`;
  console.log(`[${done}/${total}] ${who} ${scenario.label.padEnd(38)} run ${run}  ${what}`);
};
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const scenario of scenarios) {
      for (const scripts of [true, false]) {
        const result = await timeInteraction(browser, server.url, scenario, { scripts });
        results[scenario.id][scripts ? "site" : "floor"].push(result);
        logVisit(scripts ? "site " : "floor", scenario, run, result);
      }
    }
    for (const reference of references) {
      const result = await timeInteraction(browser, server.url, reference, { scripts: true });
      referenceVisits[reference.id].push(result);
      logVisit("plain", reference, run, result);
    }
  }
  if (traceWork) {
    await mkdir(tracesDir, { recursive: true });
    const traceOne = async (scenario, scripts, who) => {
      const result = await timeInteraction(browser, server.url, scenario, { scripts, trace: true });
      if (result.error) console.log(`trace: ${who} ${scenario.label} ERROR ${result.error}`);
      else await writeFile(path.join(tracesDir, `${scenario.id}-${who}.json`), JSON.stringify(result.traceEvents));
      return result.work;
    };
    for (const scenario of scenarios)
      works[scenario.id] = {
        site: await traceOne(scenario, true, "site"),
        floor: await traceOne(scenario, false, "floor"),
      };
    for (const reference of references) works[reference.id] = { site: await traceOne(reference, true, "plain") };
  }
} finally {
  await close();
  await server.close();
}
if (traceWork) {
  console.log("\nWhat the browser did for each, from a trace of one more visit (site / floor page):\n");
  console.log(workTable(scenarios, works));
  if (references.length > 0) {
    console.log("\nThe same on plain HTML:\n");
    console.log(workTable(references, works));
  }
  console.log(
    `\nThe page's functions the browser called for each (site):\n  ${functionLines(scenarios, works).join("\n  ")}`,
  );
  console.log(
    `\nEach trace: ${path.relative(root, tracesDir)}/<id>-<site|floor|plain>.json (DevTools' performance panel).`,
  );
}
const failedTrace = Object.values(works).some((work) => !work.site || ("floor" in work && !work.floor));
// Counts alone: no timed visit to judge, and no load to wait for.
if (runs === 0) process.exit(failedTrace ? 1 : 0);
// A run that started busy is busy whatever the load does after it: no wait then.
const startedBusy = loadBefore > busyLoadAverage;
if (!startedBusy)
  console.log(`\nWaiting for the load average to fall under 1 (at most ${settleLoadWithinMs / 1000} s)…`);
const load = runLoad(loadBefore, startedBusy ? loadavg()[0] : await settledLoad(() => loadavg()[0], sleep));

const summaries = Object.fromEntries(
  scenarios.map((s) => [s.id, summarizeInteraction(results[s.id].site, results[s.id].floor)]),
);
const referenceSummaries = Object.fromEntries(
  references.map((s) => [s.id, summarizeInteraction(referenceVisits[s.id], [])]),
);
console.log(
  `\nEach interaction's longest input event (Event Timing, from the trace), median of ${runs} run(s), ${describeLoad(load)}:\n`,
);
if (scenarios.length > 0) {
  console.log(interactionTable(scenarios, summaries, referenceSummaries));
  console.log(
    "\nfloor: the same page and input with scripts off: the browser's own style, layout and paint for it here now." +
      "\nplain: the same touch on a page of plain HTML, where there is one. The budgets judge the two distances.",
  );
}
if (references.length > 0) {
  console.log("\nThe same touches on a page of plain HTML (no CSS, no script): the lowest this machine allows.\n");
  console.log(referenceTable(references, referenceSummaries));
}
const report = interactionBudgetReport(scenarios, summaries, referenceSummaries, budgets, load);
console.log(`\nInteraction budgets (budgets.json):\n  ${report.lines.join("\n  ")}`);
const failed = [...Object.values(summaries), ...Object.values(referenceSummaries)].some((s) => s.failed > 0);
process.exitCode = report.misses.length > 0 || failed ? 1 : 0;
