/**
 * Which of the site's n8n runs went wrong, by their status as n8n's public API lists them. That
 * list leaves out every run the answering n8n is running at that moment (n8n 1.123,
 * `GET /api/v1/executions` without a status filter), so a run it lists as still running is one no
 * n8n runs any more: n8n stopped in the middle of it (a restart, a deploy, a crash). n8n marks such
 * a run "crashed" only sometimes, when it next starts, so its status is not waited for.
 */

import type { ListedRun } from "../n8n/api.js";

/** What went wrong: an error, n8n found it cut off, it was cancelled, or n8n left it unfinished. */
export type RunProblem = "failed" | "crashed" | "canceled" | "unfinished";

/** How long past its time a waiting run may be before it counts as left behind: n8n resumes each within about a minute. */
const WAIT_GRACE_MS = 5 * 60_000;

/** Statuses of a run not yet ended, which count only once read a second time. */
export const OPEN_STATUSES: ReadonlySet<string> = new Set(["running", "unknown", "new", "waiting"]);

/**
 * @param first the site's workflows' runs, as listed once
 * @param again the same, listed after `first` was read: a run that started while `first` was read
 *   shows as running in it for an instant before n8n holds it, and is then left out of `again`
 * @returns each run that went wrong, by id
 */
export function runProblems(first: ListedRun[], again: ListedRun[], now: Date): Map<string, RunProblem> {
  const problems = new Map<string, RunProblem>();
  const latest = new Map(again.map((run) => [run.id, run]));
  // n8n starts queued runs in the order they came: one still queued behind a started run was dropped.
  const newestStarted = Math.max(-1, ...again.filter((run) => run.status !== "new").map((run) => Number(run.id)));
  for (const listed of first) {
    const run = OPEN_STATUSES.has(listed.status ?? "") ? latest.get(listed.id) : listed;
    const problem = run && problemOf(run, { newestStarted, now });
    if (problem) problems.set(listed.id, problem);
  }
  return problems;
}

function problemOf(run: ListedRun, { newestStarted, now }: { newestStarted: number; now: Date }) {
  switch (run.status) {
    case "error":
      return "failed";
    case "crashed":
      return "crashed";
    case "canceled":
      return "canceled";
    case "running":
    case "unknown":
      return "unfinished";
    case "new":
      return Number(run.id) < newestStarted ? "unfinished" : undefined;
    case "waiting":
      return run.waitTill && new Date(run.waitTill).getTime() < now.getTime() - WAIT_GRACE_MS
        ? "unfinished"
        : undefined;
    default:
      return undefined;
  }
}
