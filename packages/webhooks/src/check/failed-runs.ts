/**
 * The n8n runs of the site's workflows that went wrong since a given time, from n8n's public API
 * (`GET /api/v1/executions`, an API key): what the check adds when it is given N8N_URL and
 * N8N_API_KEY, so a failure the visitor never saw (a dead mail server after the lead was answered,
 * n8n restarted in the middle of a lead) is found by the next hourly run, with what to do.
 */
import { publicApi, type ListedRun, type StoredExecution } from "../n8n/api.js";
import { ALERT_WORKFLOW_NAME, LEAD_FORMS, RESEND_WORKFLOW_NAME, workflowName } from "../n8n/workflows.js";
import { emailed, submissionOf } from "./emailed-unmarked.js";
import { OPEN_STATUSES, runProblems, type RunProblem } from "./run-problems.js";

/** One run that went wrong: its workflow, id, start (none while queued), and what it means. */
export interface FailedRun {
  workflow: string;
  id: string;
  startedAt: string | null;
  message: string;
}

/** How many failed runs are listed with their words at most: enough to act on, and a bounded number of calls. */
const LISTED = 20;

const LEAD_WORKFLOWS = new Set<string>(LEAD_FORMS.map(workflowName));

type Fetch = typeof globalThis.fetch;

/**
 * The runs of the site's workflows started at or after `since` that failed, were cut off or were
 * left unfinished: how many there were, every one counted, and the newest LISTED with their words.
 */
export async function failedRunsSince({
  url,
  apiKey,
  since,
  fetch,
}: {
  url: string;
  apiKey: string;
  since: Date;
  fetch?: Fetch;
}): Promise<{ count: number; newest: FailedRun[] }> {
  const api = publicApi({ url, apiKey, fetch });
  const names = new Map<string, string>();
  for (const name of [...LEAD_FORMS.map(workflowName), ALERT_WORKFLOW_NAME, RESEND_WORKFLOW_NAME]) {
    for (const workflow of await api.workflowsNamed(name)) names.set(workflow.id, name);
  }
  const listAll = async () => {
    const runs: (ListedRun & { workflow: string })[] = [];
    for (const [id, workflow] of names) {
      for (const run of await api.runsSince(id, since)) runs.push({ workflow, ...run });
    }
    return runs;
  };
  const first = await listAll();
  const again = first.some((run) => OPEN_STATUSES.has(run.status ?? "")) ? await listAll() : first;
  const problems = runProblems(first, again, new Date());
  const all = first.filter((run) => problems.has(run.id)).sort((a, b) => Number(b.id) - Number(a.id));
  const newest: FailedRun[] = [];
  for (const run of all.slice(0, LISTED)) {
    const problem = problems.get(run.id) ?? "failed";
    const message = whatItMeans(problem, run.workflow, await api.execution(run.id).catch(() => undefined));
    newest.push({ workflow: run.workflow, id: run.id, startedAt: run.startedAt, message });
  }
  return { count: all.length, newest };
}

/**
 * The owner's words for a run that went wrong: the alert's words for an error; for a run n8n did
 * not finish, what may not have happened and what to do.
 * @param stored the run with what n8n kept of its data
 */
function whatItMeans(problem: RunProblem, workflow: string, stored: StoredExecution | undefined) {
  if (problem === "failed") return firstLines(stored?.data?.resultData?.error?.message ?? "(no message kept)");
  const stopped = {
    crashed: "n8n stopped in the middle of this run (a restart or a crash)",
    unfinished:
      "n8n stopped in the middle of this run (a restart or a crash) and left it unfinished: n8n still lists it as running, but no n8n runs it",
    canceled: "n8n cancelled this run before it ended (n8n was stopping, or someone stopped it)",
  }[problem];
  if (!LEAD_WORKFLOWS.has(workflow)) {
    return workflow === RESEND_WORKFLOW_NAME
      ? `${stopped}. The leads it had not yet e-mailed are e-mailed by its next run, or at once by grand-river-webhooks resend.`
      : `${stopped}: an alert it carried may not have gone. Read the failed runs listed here.`;
  }
  const submission = stored && submissionOf(stored);
  const lead = submission ? `lead ${submission}` : "its lead";
  if (stored && emailed(stored)) {
    return (
      `${stopped}, after ${lead} was e-mailed (n8n confirmed the send) but before it was marked announced. ` +
      "Set its announced to true in the leads table; otherwise the resend workflow e-mails it once more."
    );
  }
  return (
    `${stopped}: ${lead} may not have been e-mailed to the agency. Run grand-river-webhooks resend, which e-mails ` +
    "every kept lead still not announced (the resend workflow does on its next run). A lead the run had not yet " +
    "kept is in no table: read the run in n8n (Executions) for its fields."
  );
}

/** The first three non-empty lines: the step and its error, who was answered what, and the lead's start. */
function firstLines(text: string) {
  return (
    text
      .split("\n")
      .filter((line) => line.trim())
      .slice(0, 3)
      .join(" / ")
      // The alert's words carry a zero-width space inside system error codes (workflows.ts): not here.
      .replace(/\u200b/g, "")
      .slice(0, 500)
  );
}
