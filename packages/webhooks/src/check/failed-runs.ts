/**
 * The n8n runs of the site's workflows that failed since a given time, from n8n's public API
 * (`GET /api/v1/executions?status=error`, an API key): what the check adds when it is given
 * N8N_URL and N8N_API_KEY, so a failure the visitor never saw (a dead mail server after the lead
 * was answered) is found by the next hourly run, with the lead's step and words.
 */
import { publicApi } from "../n8n/api.js";
import { ALERT_WORKFLOW_NAME, LEAD_FORMS, RESEND_WORKFLOW_NAME, workflowName } from "../n8n/workflows.js";

/** One failed run: its workflow, id, start, and the first lines of its error (the alert's words). */
export interface FailedRun {
  workflow: string;
  id: string;
  startedAt: string;
  message: string;
}

/** How many failed runs are listed with their words at most: enough to act on, and a bounded number of calls. */
const LISTED = 20;

type Fetch = typeof globalThis.fetch;

/**
 * The failed runs of the site's workflows started at or after `since`: how many there were, every
 * one counted, and the newest LISTED with their words.
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
  const all: (Omit<FailedRun, "message"> & { status: string })[] = [];
  for (const [id, workflow] of names) {
    for (const run of await api.failedExecutions(id, since)) all.push({ workflow, ...run });
  }
  all.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const newest: FailedRun[] = [];
  for (const run of all.slice(0, LISTED)) {
    const message =
      run.status === "crashed"
        ? "n8n stopped in the middle of this run (a restart or a crash): its last steps may not have happened. Read the run in n8n."
        : ((await api.executionError(run.id)) ?? "(no message kept)");
    newest.push({ workflow: run.workflow, id: run.id, startedAt: run.startedAt, message: firstLines(message) });
  }
  return { count: all.length, newest };
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
