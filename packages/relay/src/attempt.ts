/**
 * One try at a kept lead, the same on every host: deliver it, write to the ledger what the owner
 * must see (a failed try, a probe's outcome, a lead given up), and say whether the host tries again.
 *
 * | outcome                                   | ledger                 | next    |
 * | ----------------------------------------- | ---------------------- | ------- |
 * | delivered                                 | a probe's outcome      | settled |
 * | a probe not delivered                     | the try                | settled |
 * | refused for good (400, 413, 422…)         | the try, a dead letter | settled |
 * | not delivered on the host's last try      | the try, a dead letter | settled |
 * | not delivered (down, 5xx, 403, 404, 429…) | the try                | retry   |
 */
import { deliverLead, refusedForGood, type DeliveryOptions } from "./deliver.js";
import type { Lead } from "./lead.js";
import type { RelayLedger } from "./ledger.js";

/** Whether the host is done with the lead, or tries it again later; and the receiver's status. */
interface Attempt {
  next: "settled" | "retry";
  status: number;
}

/**
 * @param settings where and how to deliver, or what the host's settings lack
 * @param tries this try's number, the first being 1
 * @param lastTry whether the host gives the lead no further try
 */
export async function attemptDelivery(
  lead: Lead,
  {
    settings,
    ledger,
    tries,
    lastTry,
  }: { settings: DeliveryOptions | string; ledger: RelayLedger; tries: number; lastTry: boolean },
): Promise<Attempt> {
  const at = new Date().toISOString();
  const result = typeof settings === "string" ? { delivered: false, status: 0 } : await deliverLead(lead, settings);
  const problem = typeof settings === "string" ? settings : undefined;
  const { submissionId, form } = lead;
  const probe = lead.probe === true;
  if (!result.delivered || probe) {
    await ledger.record({
      submissionId,
      form,
      probe,
      status: result.status,
      delivered: result.delivered,
      at,
      ...(problem ? { problem } : {}),
    });
  }
  const { status } = result;
  if (result.delivered || probe) return { next: "settled", status };
  const bury = async (reason: string) => {
    await ledger.bury({ lead, reason, tries, at });
    console.error(
      `Lead ${submissionId} for the ${form} form, taken ${lead.receivedAt}, is kept as a dead letter (${reason}); ` +
        `grand-river-webhooks resend sends it back. Its body: ${lead.body}`,
    );
  };
  if (refusedForGood(result.status)) {
    await bury(`the receiver refused it with ${status}, which no later try changes`);
    return { next: "settled", status };
  }
  if (lastTry) {
    await bury(`not delivered after ${tries} tries: ${problem ?? lastAnswer(status)}`);
    return { next: "settled", status };
  }
  return { next: "retry", status };
}

/** The receiver's last answer, in words. */
export function lastAnswer(status: number): string {
  return status === 0 ? "the receiver could not be reached" : `the receiver last answered ${status}`;
}
