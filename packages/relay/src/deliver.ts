/**
 * Hands one kept lead to the receiver: its body byte for byte, its submission id on the address,
 * the relay's secret in a header. Only a 2xx is delivered; anything else (the receiver down,
 * mid-deploy) is tried again later, with a wait that grows, until the host gives up and keeps the
 * lead as a dead letter; a refusal no later try can change (refusedForGood) is a dead letter at once.
 */
import { PROBE_PARAMETER, RELAY_SECRET_HEADER, SUBMISSION_PARAMETER, type WebhookUrls } from "@grand-river/webhooks";
import type { Lead } from "./lead.js";

/** What a host's deliverer needs. */
export interface DeliveryOptions {
  /** Each form's receiver address. */
  urls: WebhookUrls;
  /** The shared secret the receiver checks. */
  secret: string;
  fetch?: typeof fetch;
  /** Give up one try after this many milliseconds. */
  timeoutMs?: number;
}

/** How one try ended: whether the receiver took it, and its status (0 when it could not be reached). */
export interface DeliveryResult {
  delivered: boolean;
  status: number;
}

/** One try at handing `lead` to its receiver. */
export async function deliverLead(lead: Lead, options: DeliveryOptions): Promise<DeliveryResult> {
  const address = new URL(options.urls[lead.form]);
  address.searchParams.set(SUBMISSION_PARAMETER, lead.submissionId);
  if (lead.probe) address.searchParams.set(PROBE_PARAMETER, "1");
  const send = options.fetch ?? globalThis.fetch;
  try {
    const response = await send(address.href, {
      method: "POST",
      headers: { "Content-Type": "application/json", [RELAY_SECRET_HEADER]: options.secret },
      body: lead.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    // Read to the end, so the connection is released before the next lead.
    await response.arrayBuffer().catch(() => undefined);
    return { delivered: response.ok, status: response.status };
  } catch {
    return { delivered: false, status: 0 };
  }
}

/** The longest wait between two tries, in seconds. */
const LONGEST_WAIT_SECONDS = 60 * 60;

/** The first wait, in seconds. */
const FIRST_WAIT_SECONDS = 30;

/**
 * How long to wait before try number `attempt + 1` (the first try is attempt 1), in seconds: the
 * first wait (30 s), doubling, at most an hour, so a receiver away for hours gets the lead within
 * the hour it returns (apps/site/wrangler.jsonc says how many tries a lead gets).
 */
export function retryDelaySeconds(attempt: number, firstWait: number = FIRST_WAIT_SECONDS): number {
  return Math.min(firstWait * 2 ** Math.max(0, attempt - 1), LONGEST_WAIT_SECONDS);
}

/**
 * The 4xx answers a later try can change: the relay's secret being rotated (401, 403), a workflow
 * switched off (404), a timeout or a limit (408, 429), a conflict or too early (409, 425).
 */
const PASSING_REFUSALS: readonly number[] = [401, 403, 404, 408, 409, 425, 429];

/** Whether the receiver's `status` refuses the lead on every try, so trying again only delays the owner. */
export function refusedForGood(status: number): boolean {
  return status >= 400 && status < 500 && !PASSING_REFUSALS.includes(status);
}
