/**
 * `grand-river-webhooks resend`: sends again, at once, what never reached the agency, from where it
 * is kept and never from a visitor's copy: n8n's leads kept but not yet e-mailed (it runs the resend
 * workflow `provision` made, which e-mails each from its row and marks it), and in relay mode the
 * relay's dead letters (put back on its queue, delivered with their submission ids, so a lead n8n
 * already kept is not kept twice).
 */
import { commandSettings, type CommandRun } from "./command-options.js";
import { siteOrigin } from "./env-files.js";
import { publicApi, type StoredExecution } from "./n8n/api.js";
import { NODE, RESEND_WORKFLOW_NAME } from "./n8n/workflows.js";
import { RELAY_LEDGER_PATH, RELAY_SECRET_HEADER, RELAY_SECRET_KEY } from "./relay-facts.js";
import { printable } from "./terminal.js";

export const RESEND_USAGE = `Usage: grand-river-webhooks resend [--env-file .env]… [--origin https://example.com]

Sends again, at once, what never reached the agency, from where it is kept (never from a visitor's copy):
  - n8n's leads kept but not yet e-mailed (announced false): runs the workflow "${RESEND_WORKFLOW_NAME}"
    now, which e-mails each from its row and marks it announced (it also runs by itself every few
    minutes). Needs N8N_URL and N8N_API_KEY (and N8N_WEBHOOK_URL when n8n's webhooks are elsewhere).
  - in relay mode (VITE_WEBHOOK_MODE=relay), the relay's dead letters: puts each back on its queue,
    delivered with its submission id. Needs VITE_SITE_ORIGIN (or --origin) and ${RELAY_SECRET_KEY}.

Exit status: 0 when everything was sent; 1 when something could not be (what and why are printed);
2 when the settings or the options are wrong.`;

type Fetch = typeof globalThis.fetch;

/** Runs the command; resolves to the process's exit status. */
export async function runResend({ args, env, print, fetch = globalThis.fetch }: CommandRun & { fetch?: Fetch }) {
  const command = commandSettings({ args, env, print }, {}, RESEND_USAGE);
  if (typeof command === "number") return command;
  const { options, settings } = command;
  const n8nUrl = settings.N8N_URL?.trim().replace(/\/+$/, "");
  const apiKey = settings.N8N_API_KEY?.trim();
  const relay = settings.VITE_WEBHOOK_MODE?.trim() === "relay";
  const origin = siteOrigin(options.origin ?? settings.VITE_SITE_ORIGIN);
  const secret = settings[RELAY_SECRET_KEY]?.trim();
  if (!(n8nUrl && apiKey) && !relay) {
    print(
      "Nothing to resend from: set N8N_URL and N8N_API_KEY (n8n's leads), or VITE_WEBHOOK_MODE=relay (the relay's dead letters).",
    );
    return 2;
  }
  if (relay && (!(typeof origin === "string") || !secret)) {
    print(
      `In relay mode, set VITE_SITE_ORIGIN (or --origin) and ${RELAY_SECRET_KEY}: the relay shows its dead letters only to its secret.`,
    );
    return 2;
  }
  let failed = false;
  if (relay && typeof origin === "string" && secret) failed = !(await resendDeadLetters(origin, secret, fetch, print));
  if (n8nUrl && apiKey) {
    const webhookUrl = settings.N8N_WEBHOOK_URL?.trim().replace(/\/+$/, "") || n8nUrl;
    failed = !(await resendUnannounced({ url: n8nUrl, webhookUrl, apiKey, fetch, print })) || failed;
  }
  return failed ? 1 : 0;
}

/** Puts the relay's dead letters back on its queue; resolves to whether it could. */
async function resendDeadLetters(origin: string, secret: string, fetch: Fetch, print: (line: string) => void) {
  const address = `${origin}${RELAY_LEDGER_PATH}/resend`;
  try {
    const response = await fetch(address, {
      method: "POST",
      headers: { [RELAY_SECRET_HEADER]: secret },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) {
      print(
        `The relay's dead letters: ${address} answered ${response.status}: ${printable(await response.text(), 200)}`,
      );
      return false;
    }
    const { resent } = (await response.json()) as { resent: string[] };
    print(
      resent.length === 0
        ? "The relay's dead letters: none."
        : `The relay's dead letters: ${resent.length} put back on its queue (${resent.join(", ")}); each is delivered with its id.`,
    );
    return true;
  } catch (error) {
    print(
      `The relay's dead letters: ${address} did not answer (${error instanceof Error ? error.message : String(error)}).`,
    );
    return false;
  }
}

/** The items a node passed on in a run's data: how many leads went through that step. */
function itemsOut(run: RunData | undefined, node: string) {
  return (run?.[node] ?? []).reduce((sum, each) => sum + (each.data?.main?.[0]?.length ?? 0), 0);
}
type RunData = Record<string, { data?: { main?: (unknown[] | null)[] } }[]>;

/** Runs the resend workflow now and reports what it did; resolves to whether every lead went. */
async function resendUnannounced({
  url,
  webhookUrl,
  apiKey,
  fetch,
  print,
}: {
  url: string;
  webhookUrl: string;
  apiKey: string;
  fetch: Fetch;
  print: (line: string) => void;
}) {
  try {
    const api = publicApi({ url, apiKey, fetch });
    const [workflow] = await api.workflowsNamed(RESEND_WORKFLOW_NAME);
    const trigger = workflow?.nodes.find((each) => each.name === NODE.resendNow);
    const path = (trigger?.parameters as { path?: string } | undefined)?.path;
    if (!workflow || !path) {
      print(
        `n8n's leads not yet e-mailed: n8n has no workflow "${RESEND_WORKFLOW_NAME}". Run grand-river-webhooks provision.`,
      );
      return false;
    }
    if (!workflow.active) {
      print(
        `n8n's leads not yet e-mailed: the workflow "${RESEND_WORKFLOW_NAME}" is switched off. Run grand-river-webhooks provision.`,
      );
      return false;
    }
    const started = Date.now() - 1_000;
    const answer = await fetch(`${webhookUrl}/webhook/${path}`, {
      method: "POST",
      signal: AbortSignal.timeout(30_000),
    });
    await answer.arrayBuffer();
    if (!answer.ok) {
      print(`n8n's leads not yet e-mailed: n8n answered the resend ${answer.status}.`);
      return false;
    }
    // The run waits its turn (one production run at a time), then e-mails: read it once it is over.
    const deadline = Date.now() + 300_000;
    let run: StoredExecution | undefined;
    while (!run && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      run = (await api.executions(workflow.id, 5)).find(
        (each) => Date.parse(each.startedAt) >= started && ["success", "error", "crashed"].includes(each.status ?? ""),
      );
    }
    if (!run) {
      print("n8n's leads not yet e-mailed: the resend run did not finish within 5 minutes.");
      return false;
    }
    const data = run.data?.resultData?.runData;
    // The "Tried for a day?" If node's false output: the leads to e-mail in this run.
    const toSend = (data?.[NODE.overADay] ?? []).reduce((sum, each) => sum + (each.data?.main?.[1]?.length ?? 0), 0);
    const sent = itemsOut(data, NODE.markResent);
    const givenUp = itemsOut(data, NODE.markGivenUp);
    print(
      `n8n's leads not yet e-mailed: ${sent} of ${toSend} e-mailed and marked announced` +
        (givenUp > 0 ? `; ${givenUp} given up after a day, with one alert` : "") +
        (sent < toSend
          ? `; ${toSend - sent} could not be e-mailed (the SMTP settings? its run, ${run.id}, says why).`
          : "."),
    );
    return sent === toSend;
  } catch (error) {
    print(`n8n's leads not yet e-mailed: ${printable(error instanceof Error ? error.message : String(error), 400)}`);
    return false;
  }
}
