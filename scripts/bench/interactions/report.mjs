import { budgetForRoute, checkBudget, describeCheck } from "../../size/budgets.mjs";
import { formatTable } from "../../size/format-table.mjs";
import { median } from "../stats.mjs";

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : "—");
/** The web API's readings come in steps of 8 ms, and 0 means "none of 16 ms or more". */
const apiMs = (value) => (!Number.isFinite(value) ? "—" : value === 0 ? "<16" : String(value));

/**
 * One interaction's visits summed up: the median and the worst of each visit's longest input event
 * as the trace times it (`ms`), on the site and on the floor page, the same two medians as the
 * page's Event Timing observer read them (`apiMs`), and how many visits failed.
 */
export function summarizeInteraction(siteRuns, floorRuns) {
  const fine = (runs) => runs.filter((run) => !run.error);
  const site = fine(siteRuns);
  const floor = fine(floorRuns);
  const times = (runs, key = "ms") => runs.map((run) => run[key]);
  return {
    medianMs: median(times(site)),
    worstMs: site.length > 0 ? Math.max(...times(site)) : null,
    floorMs: median(times(floor)),
    apiMedianMs: median(times(site, "apiMs")),
    apiFloorMs: median(times(floor, "apiMs")),
    failed: siteRuns.length - site.length + floorRuns.length - floor.length,
  };
}

/**
 * Above this load average (one minute, read before or after the run) the run is "busy": its figures
 * print, but no budget is judged, since on a loaded machine even the floor swings with the load.
 */
export const busyLoadAverage = 1;

/** How long the bench waits after its last visit for the machine to settle: its own browser's load decays. */
export const settleLoadWithinMs = 90_000;

/**
 * The one-minute load average once the bench's own visits have ended: read every `everyMs` until it
 * is at most `busyLoadAverage` or `withinMs` has passed, then the last reading. The load average
 * decays over a minute, so a reading taken right after the bench's own Chromium still counts that
 * Chromium; one that stays above 1 for a minute and a half after it is someone else's work.
 */
export async function settledLoad(read, sleep, { withinMs = settleLoadWithinMs, everyMs = 5000 } = {}) {
  let reading = read();
  for (let waited = 0; reading > busyLoadAverage && waited < withinMs; waited += everyMs) {
    await sleep(everyMs);
    reading = read();
  }
  return reading;
}

/** The load a run was made under: the one-minute load averages before and after, and whether it was busy. */
export function runLoad(before, after) {
  return { before, after, busy: before > busyLoadAverage || after > busyLoadAverage };
}

/** "load average 0.42 before, 0.61 after: quiet" or "…: busy (above 1), no budget judged". */
export function describeLoad({ before, after, busy }) {
  const figures = `load average ${before.toFixed(2)} before, ${after.toFixed(2)} after`;
  return busy ? `${figures}: busy (above ${busyLoadAverage}), no budget judged` : `${figures}: quiet`;
}

const distance = (from, to) => (from === null || to === null || to === undefined ? null : from - to);

/**
 * The distances a scenario's budgets are checked against, all read within the one run: its median
 * above its floor's and, when the bench has the same touch on plain HTML (`scenario.plain`), its
 * floor above that.
 */
function distancesOf(scenario, summary, plainSummary) {
  const figures = { interactionOverFloorMs: distance(summary.medianMs, summary.floorMs) };
  if (scenario.plain) figures.floorOverPlainMs = distance(summary.floorMs, plainSummary?.medianMs ?? null);
  return figures;
}

/**
 * Every scenario's checks against budgets.json (interactionOverFloorMs, floorOverPlainMs), with a
 * line each and the misses; a busy run (`load.busy`) judges none and says so.
 */
export function interactionBudgetReport(scenarios, summaries, referenceSummaries, budgets, load) {
  if (load.busy) return { judged: false, checks: [], lines: [`none judged: ${describeLoad(load)}`], misses: [] };
  const checks = scenarios.flatMap((scenario) =>
    checkBudget(
      distancesOf(scenario, summaries[scenario.id], referenceSummaries[scenario.plain]),
      budgetForRoute(budgets, scenario.route),
    ).map((check) => ({ ...check, scenario: scenario.id })),
  );
  const lines = checks.map(
    (check) =>
      `${check.passed ? "ok  " : "MISS"} ${scenarios.find((s) => s.id === check.scenario).label}: ${describeCheck(check)}`,
  );
  return { judged: true, checks, lines, misses: checks.filter((check) => !check.passed) };
}

/**
 * The table: a row per interaction, its median, worst and floor in ms, the same touch's median on
 * plain HTML where the bench has one, the two distances the budgets judge, and the site's and the
 * floor's medians as the web API reads them (8 ms steps, "<16" for none of 16 ms or more).
 */
export function interactionTable(scenarios, summaries, referenceSummaries = {}) {
  return formatTable(
    [
      "interaction",
      "page",
      "median ms",
      "worst ms",
      "floor ms",
      "plain ms",
      "over floor",
      "floor over plain",
      "API site / floor",
      "failed visits",
    ],
    scenarios.map((scenario) => {
      const s = summaries[scenario.id];
      const plainMs = scenario.plain ? (referenceSummaries[scenario.plain]?.medianMs ?? null) : undefined;
      return [
        scenario.label,
        scenario.path,
        ms(s.medianMs),
        ms(s.worstMs),
        ms(s.floorMs),
        plainMs === undefined ? "" : ms(plainMs),
        ms(distance(s.medianMs, s.floorMs)),
        plainMs === undefined ? "" : ms(distance(s.floorMs, plainMs)),
        `${apiMs(s.apiMedianMs)} / ${apiMs(s.apiFloorMs)}`,
        String(s.failed),
      ];
    }),
  );
}

/** The plain-HTML references' table: a row per touch, its median and worst in ms. */
export function referenceTable(references, summaries) {
  return formatTable(
    ["touch", "median ms", "worst ms", "API median", "failed visits"],
    references.map((reference) => {
      const s = summaries[reference.id];
      return [reference.label, ms(s.medianMs), ms(s.worstMs), apiMs(s.apiMedianMs), String(s.failed)];
    }),
  );
}
