/**
 * The relay on Cloudflare: one Worker that serves the built site as static assets (with its
 * `_headers` and `_redirects`) and runs only for `/api/*` (`run_worker_first`), putting each lead
 * on a Queue before it answers 202. The same Worker consumes the Queue one lead at a time and hands
 * each to the receiver, trying again with a growing wait; a lead that never gets through lands in
 * the dead-letter queue, whose consumer reports it in the Worker's log with its body.
 */
import { RELAY_PATH, RELAY_SECRET_KEY, type WebhookUrls } from "@grand-river/webhooks";
import { WebhookSettingsError, readWebhookSettings } from "@grand-river/webhooks/settings";
import { deliverLead, retryDelaySeconds } from "../deliver.js";
import { createLeadHandler } from "../handler.js";
import type { Lead } from "../lead.js";
import { respond } from "../refusals.js";
import { PROOF_KEY_KEY } from "../secrets.js";

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
    return createLeadHandler({
      proofKey,
      store: { keep: (lead) => env.LEADS.send(lead) },
      rateLimit: { allow: async (client) => (await env.LEADS_RATE_LIMIT.limit({ key: client })).success },
      clientOf: (incoming) => incoming.headers.get("CF-Connecting-IP") ?? "unknown",
    })(request);
  },

  async queue(batch: MessageBatch<Lead>, env: RelayEnv): Promise<void> {
    if (batch.queue === DEAD_LETTER_QUEUE) {
      for (const message of batch.messages) {
        const { form, submissionId, receivedAt, body } = message.body;
        console.error(
          `Lead ${submissionId} for the ${form} form, taken ${receivedAt}, was never delivered and is given up; ` +
            `its body, to send by hand: ${body}`,
        );
        message.ack();
      }
      return;
    }
    // Unset or wrong settings: each lead waits, as for a receiver that is down, until they are fixed.
    const settings = deliverySettings(env);
    // The batch holds one lead (max_batch_size 1); in order anyway, one at a time.
    for (const message of batch.messages) {
      if (typeof settings === "string") {
        console.error(`Lead ${message.body.submissionId} (${message.body.form}) waits: ${settings}`);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts, firstWait(env)) });
        continue;
      }
      const result = await deliverLead(message.body, settings);
      if (result.delivered) {
        message.ack();
        continue;
      }
      console.warn(
        `Lead ${message.body.submissionId} (${message.body.form}) not delivered on try ${message.attempts}: ` +
          (result.status === 0 ? "the receiver could not be reached." : `the receiver answered ${result.status}.`),
      );
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, firstWait(env)) });
    }
  },
};
