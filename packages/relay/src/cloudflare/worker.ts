/**
 * The relay on Cloudflare: one Worker that serves the built site as static assets (with its
 * `_headers` and `_redirects`) and runs only for `/api/*` (`run_worker_first`), putting each lead
 * on a Queue before it answers 202. The same Worker consumes the Queue one lead at a time and hands
 * each to the receiver, trying again with a growing wait; a lead the receiver refuses for good, or
 * that never gets through (the dead-letter queue), is kept in the relay's ledger, a Durable Object,
 * with its body and why, for the check to name and `grand-river-webhooks resend` to send back.
 */
import { RELAY_PATH, RELAY_SECRET_KEY, type WebhookUrls } from "@grand-river/webhooks";
import { WebhookSettingsError, readWebhookSettings } from "@grand-river/webhooks/settings";
import { attemptDelivery, lastAnswer } from "../attempt.js";
import { retryDelaySeconds } from "../deliver.js";
import { createLeadHandler } from "../handler.js";
import type { Lead } from "../lead.js";
import { durableLedger, type LedgerNamespace } from "./ledger-object.js";

export { RelayLedgerObject } from "./ledger-object.js";
import { respond } from "../refusals.js";
import { PROOF_KEY_KEY } from "../secrets.js";

/** How many tries the Queue gives a lead: max_retries (24) in apps/site/wrangler.jsonc, and the first. */
const MOST_TRIES = 25;

/** The dead-letter queue's name, as the Worker's configuration gives it. */
export const DEAD_LETTER_QUEUE = "leads-dead-letter";

/**
 * The first wait before a lead is tried again, from the variable `LEADS_FIRST_WAIT_SECONDS` when it
 * is a whole number (the tests make it 1), else 30 s.
 */
function firstWait(env: RelayEnv): number | undefined {
  const seconds = Number(env.LEADS_FIRST_WAIT_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** Where and how the consumer delivers, or what is missing for it to. */
function deliverySettings(env: RelayEnv): { urls: WebhookUrls; secret: string } | string {
  const secret = env[RELAY_SECRET_KEY];
  if (typeof secret !== "string" || secret === "") return `the Worker's secret ${RELAY_SECRET_KEY} is not set.`;
  try {
    return { urls: readWebhookSettings(env).urls, secret };
  } catch (error) {
    return error instanceof WebhookSettingsError ? error.problems.join(" ") : String(error);
  }
}

/** The parts of Cloudflare's runtime types the relay uses. */
interface Fetcher {
  fetch(request: Request): Promise<Response>;
}
interface Queue<Body> {
  send(body: Body): Promise<void>;
}
interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}
interface Message<Body> {
  readonly body: Body;
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}
interface MessageBatch<Body> {
  readonly queue: string;
  readonly messages: readonly Message<Body>[];
}

/** The Worker's bindings, secrets and variables (docs/deploying.md sets each up). */
export interface RelayEnv {
  ASSETS: Fetcher;
  LEADS: Queue<Lead>;
  LEADS_RATE_LIMIT: RateLimiter;
  RELAY_LEDGER: LedgerNamespace;
  [PROOF_KEY_KEY]?: string;
  [RELAY_SECRET_KEY]?: string;
  /** The receivers' addresses, `VITE_WEBHOOK_*_URL`, as for a site without the relay. */
  [setting: string]: unknown;
}

export default {
  fetch(request: Request, env: RelayEnv): Promise<Response> {
    if (!new URL(request.url).pathname.startsWith(`${RELAY_PATH}/`)) return env.ASSETS.fetch(request);
    const proofKey = env[PROOF_KEY_KEY];
    if (typeof proofKey !== "string" || proofKey === "") {
      console.error(`The relay refuses every lead: the Worker's secret ${PROOF_KEY_KEY} is not set.`);
      return Promise.resolve(respond("notSetUp"));
    }
    const secret = env[RELAY_SECRET_KEY];
    return createLeadHandler({
      proofKey,
      store: { keep: (lead) => env.LEADS.send(lead) },
      ledger: durableLedger(env.RELAY_LEDGER, env.LEADS),
      ...(typeof secret === "string" && secret !== "" ? { relaySecret: secret } : {}),
      rateLimit: { allow: async (client) => (await env.LEADS_RATE_LIMIT.limit({ key: client })).success },
      clientOf: (incoming) => incoming.headers.get("CF-Connecting-IP") ?? "unknown",
    })(request);
  },

  async queue(batch: MessageBatch<Lead>, env: RelayEnv): Promise<void> {
    const ledger = durableLedger(env.RELAY_LEDGER, env.LEADS);
    if (batch.queue === DEAD_LETTER_QUEUE) {
      for (const message of batch.messages) {
        const { form, submissionId, receivedAt, body } = message.body;
        const last = (await ledger.tries()).filter((each) => each.submissionId === submissionId).at(-1);
        const why = last?.problem ?? lastAnswer(last?.status ?? 0);
        await ledger.bury({
          lead: message.body,
          reason: `not delivered after its last try: ${why}`,
          tries: MOST_TRIES,
          at: new Date().toISOString(),
        });
        console.error(
          `Lead ${submissionId} for the ${form} form, taken ${receivedAt}, was never delivered and is kept as a ` +
            `dead letter (grand-river-webhooks resend sends it back); its body: ${body}`,
        );
        message.ack();
      }
      return;
    }
    // Unset or wrong settings: each lead waits, as for a receiver that is down, until they are fixed.
    const settings = deliverySettings(env);
    // The batch holds one lead (max_batch_size 1); in order anyway, one at a time.
    for (const message of batch.messages) {
      const lead = message.body;
      const { next, status } = await attemptDelivery(lead, {
        settings,
        ledger,
        tries: message.attempts,
        lastTry: false,
      });
      if (next === "settled") {
        message.ack();
        continue;
      }
      console.warn(
        `Lead ${lead.submissionId} (${lead.form}) not delivered on try ${message.attempts}: ` +
          (typeof settings === "string" ? settings : `${lastAnswer(status)}.`),
      );
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, firstWait(env)) });
    }
  },
};
