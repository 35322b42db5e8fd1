/**
 * The check's look at the site's relay (relay mode): one probe per form posted to the site's own
 * endpoint with a solved proof, as a visitor's form posts, which the relay delivers to the receiver
 * with its own secret and addresses; then the relay's ledger, read with the relay's secret: each
 * probe's outcome, the leads' failed tries, and every dead letter. A relay whose secret differs
 * from n8n's, or whose queue is stuck, or that gave a lead up, fails the check.
 */
import { randomUUID } from "node:crypto";
import type { WebhookForm } from "../forms.js";
import { PROBE_PARAMETER } from "../probe-marker.js";
import {
  PROOF_HEADER,
  RELAY_CHALLENGE_PATH,
  RELAY_LEDGER_PATH,
  RELAY_PATH,
  RELAY_SECRET_HEADER,
} from "../relay-facts.js";
import { solveRelayChallenge } from "../relay-proof.js";
import { printable } from "../terminal.js";

/** The relay's ledger as `GET /api/leads/ledger` answers it (packages/relay/src/ledger.ts). */
interface Ledger {
  deadLetters: { lead: { form: string; submissionId: string; receivedAt: string }; reason: string; at: string }[];
  tries: {
    submissionId: string;
    form: string;
    probe: boolean;
    status: number;
    delivered: boolean;
    problem?: string;
    at: string;
  }[];
}

/** How many failed tries are listed, newest first; the count is always whole. */
const LISTED = 10;

/**
 * Reads the relay's ledger at `origin` with `secret`; a string says why it could not.
 */
async function readLedger(origin: string, secret: string, timeoutMs: number): Promise<Ledger | string> {
  const address = `${origin}${RELAY_LEDGER_PATH}`;
  try {
    const response = await fetch(address, {
      headers: { [RELAY_SECRET_HEADER]: secret },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    if (response.status === 403) {
      return `${address} refused LEADS_RELAY_SECRET (403): the site's relay has another secret. Set the same value on the host, here and in n8n's settings (provision).`;
    }
    if (!response.ok)
      return `${address} answered ${response.status}: deploy the site with its relay (docs/deploying.md).`;
    return (await response.json()) as Ledger;
  } catch (error) {
    return `${address} did not answer (${error instanceof Error ? error.message : String(error)}): deploy the site with its relay (docs/deploying.md).`;
  }
}

/** Posts one probe through the relay as the site's form does; resolves to its id, or what went wrong. */
async function probeThroughRelay(origin: string, form: WebhookForm, body: unknown, timeoutMs: number) {
  const submissionId = `check-relay-${randomUUID()}`;
  try {
    const proof = await solveRelayChallenge(`${origin}${RELAY_CHALLENGE_PATH}`, fetch, AbortSignal.timeout(timeoutMs));
    const response = await fetch(`${origin}${RELAY_PATH}/${form}?submission=${submissionId}&${PROBE_PARAMETER}=1`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "text/plain;charset=UTF-8", [PROOF_HEADER]: proof.header },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    if (response.status === 202) return { submissionId };
    return {
      problem: `the relay answered the ${form} probe ${response.status}: ${(await response.text()).slice(0, 200)}`,
    };
  } catch (error) {
    return {
      problem: `the ${form} probe could not be sent through the relay: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** What the delivery of one probe came to, in words; undefined when it was delivered. */
function probeProblem(form: string, tried: Ledger["tries"][number] | undefined, waitMs: number) {
  if (!tried) {
    return `the relay did not deliver the ${form} probe within ${waitMs / 1000} s: its queue's consumer is not running or is stuck.`;
  }
  if (tried.delivered) return undefined;
  if (tried.problem) return `the relay could not deliver the ${form} probe: ${tried.problem}`;
  if (tried.status === 401 || tried.status === 403) {
    return `the receiver answered the relay's ${form} probe ${tried.status}: the relay's LEADS_RELAY_SECRET differs from n8n's. Set one value on the host and in .env.n8n, then run provision.`;
  }
  return tried.status === 0
    ? `the relay could not reach the ${form} form's receiver: check the host's VITE_WEBHOOK_${form.toUpperCase()}_URL.`
    : `the receiver answered the relay's ${form} probe ${tried.status}.`;
}

/**
 * Probes every form through the relay at `origin`, then reads its ledger and prints what is wrong.
 * @returns whether anything is
 */
export async function checkRelay({
  origin,
  secret,
  bodies,
  since,
  timeoutMs,
  waitMs,
  print,
}: {
  origin: string;
  secret: string;
  bodies: Record<WebhookForm, unknown>;
  since: Date;
  timeoutMs: number;
  waitMs: number;
  print: (line: string) => void;
}): Promise<boolean> {
  const problems: string[] = [];
  const sent = await Promise.all(
    (Object.keys(bodies) as WebhookForm[]).map(async (form) => ({
      form,
      ...(await probeThroughRelay(origin, form, bodies[form], timeoutMs)),
    })),
  );
  for (const each of sent) if (each.problem) problems.push(each.problem);
  const waiting = sent.filter((each) => each.submissionId !== undefined);
  const deadline = Date.now() + waitMs;
  let ledger = await readLedger(origin, secret, timeoutMs);
  while (typeof ledger !== "string" && Date.now() < deadline) {
    const tries = ledger.tries;
    if (waiting.every((each) => tries.some((tried) => tried.submissionId === each.submissionId))) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    ledger = await readLedger(origin, secret, timeoutMs);
  }
  print("");
  if (typeof ledger === "string") {
    problems.push(ledger);
  } else {
    const tries = ledger.tries;
    for (const each of waiting) {
      const problem = probeProblem(
        each.form,
        tries.filter((tried) => tried.submissionId === each.submissionId).at(-1),
        waitMs,
      );
      if (problem) problems.push(problem);
    }
    const failed = tries
      .filter((tried) => !tried.probe && !tried.delivered && new Date(tried.at) >= since)
      .sort((a, b) => b.at.localeCompare(a.at));
    if (failed.length > 0) {
      problems.push(
        `${failed.length} tr${failed.length === 1 ? "y" : "ies"} at delivering a lead failed since ${since.toISOString()} ` +
          `(newest first${failed.length > LISTED ? `, ${LISTED} shown` : ""}): ` +
          failed
            .slice(0, LISTED)
            .map(
              (tried) =>
                `${tried.submissionId} (${tried.form}) at ${tried.at}: ${tried.problem ?? (tried.status === 0 ? "unreachable" : `answered ${tried.status}`)}`,
            )
            .join("; "),
      );
    }
    for (const { lead, reason } of ledger.deadLetters) {
      problems.push(
        `lead ${lead.submissionId} (${lead.form} form, taken ${lead.receivedAt}) was given up and is kept as a dead letter: ${reason}. ` +
          "Once the receiver is right, grand-river-webhooks resend sends it back.",
      );
    }
  }
  if (problems.length === 0) {
    print(
      `The site's relay at ${origin}${RELAY_PATH}: ok (a probe per form delivered, no failed tries, no dead letters).`,
    );
    return false;
  }
  print(
    `The site's relay at ${origin}${RELAY_PATH}: failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):`,
  );
  for (const problem of problems) print(`- relay: ${printable(problem, 600)}`);
  return true;
}
