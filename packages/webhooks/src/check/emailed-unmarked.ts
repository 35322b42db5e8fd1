/**
 * Which of the leads a probe names as not announced were e-mailed all the same: the lead workflow
 * marks a lead announced only after its e-mail is confirmed sent, so a run that stopped between the
 * two (n8n restarted, the mark's update failed) leaves a lead e-mailed but `announced: false`. Its
 * run says so, and the check counts that lead as announced rather than as never e-mailed.
 */
import { publicApi, type StoredExecution } from "../n8n/api.js";
import type { WebhookForm } from "../forms.js";
import { NODE, workflowName } from "../n8n/workflows.js";

/** How many of a workflow's newest runs are read for the leads' own runs. */
const RUNS_READ = 100;

type Fetch = typeof globalThis.fetch;

type Item = { json?: Record<string, unknown> } | undefined;

/**
 * A step's item as n8n kept it, or none for the stand-in item n8n puts on each step of a crashed run
 * it rebuilt from its event log, which carries none of the step's data.
 */
function kept(item: unknown): Item {
  const json = (item as Item)?.json;
  return json && !json.isArtificialRecoveredEventItem ? { json } : undefined;
}

/**
 * The submission id a run handled: "Check the body"'s key, else the post's own ?submission=, from
 * the webhook's step or, in a run whose steps n8n did not keep (it ended mid-run), from the post
 * the run started with.
 */
export function submissionOf(run: StoredExecution): string | undefined {
  const runData = run.data?.resultData?.runData;
  const checked = kept(runData?.[NODE.check]?.[0]?.data?.main?.[0]?.[0]);
  if (typeof checked?.json?.key === "string") return checked.json.key;
  const posted =
    kept(runData?.[NODE.webhook]?.[0]?.data?.main?.[0]?.[0]) ??
    kept(run.data?.executionData?.nodeExecutionStack?.[0]?.data?.main?.[0]?.[0]);
  const query = posted?.json?.query as Record<string, unknown> | undefined;
  return typeof query?.submission === "string" ? query.submission : undefined;
}

/** Whether the run's e-mail step ended with its lead on the success output (n8n confirmed the send). */
export function emailed(run: StoredExecution): boolean {
  const step = run.data?.resultData?.runData?.[NODE.email] ?? [];
  // A step n8n only logged as finished (a send routed to the error output is too) is no confirmation.
  return step.some((each) => (each.data?.main?.[0] ?? []).some((item) => kept(item)));
}

/**
 * @param submissions the leads of `form` still `announced: false`
 * @returns each of them whose e-mail went, with the run that sent it
 */
export async function emailedButUnmarked({
  url,
  apiKey,
  form,
  submissions,
  fetch,
}: {
  url: string;
  apiKey: string;
  form: WebhookForm;
  submissions: string[];
  fetch?: Fetch;
}): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const api = publicApi({ url, apiKey, ...(fetch ? { fetch } : {}) });
  const [workflow] = await api.workflowsNamed(workflowName(form));
  if (!workflow) return found;
  for (const run of await api.executions(workflow.id, RUNS_READ)) {
    const submission = submissionOf(run);
    if (submission && submissions.includes(submission) && !found.has(submission) && emailed(run)) {
      found.set(submission, run.id);
    }
  }
  return found;
}
