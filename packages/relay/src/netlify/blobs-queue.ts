/**
 * The relay's queue on Netlify, in Netlify Blobs: each kept lead is one blob whose key starts `pending-`,
 * named so that keys sort in arrival order; a scheduled function delivers them one at a time, in
 * that order, and a lead that fails waits longer each time. After its last try it moves to `dead-`
 * and is reported in the function's log with its body, as on Cloudflare.
 */
import type { Store } from "@netlify/blobs";
import { deliverLead, retryDelaySeconds, type DeliveryOptions } from "../deliver.js";
import type { Lead, LeadStore } from "../lead.js";

/** How many tries a lead gets: about 18 hours of waits, as on Cloudflare. */
export const MOST_TRIES = 25;

/** A pending lead with what its tries so far decided. */
interface Pending {
  lead: Lead;
  tries: number;
  /** When it may be tried next, in milliseconds since the epoch. */
  nextTryAt: number;
}

/** `store` as the relay's durable store: a lead is kept once its blob is written. */
export function blobsLeadStore(store: Store): LeadStore {
  return {
    async keep(lead) {
      const pending: Pending = { lead, tries: 0, nextTryAt: 0 };
      await store.setJSON(`pending-${lead.receivedAt}-${lead.submissionId}`, pending);
    },
  };
}

/** What one scheduled run did, for its log and the tests. */
export interface DeliveryRun {
  delivered: string[];
  waiting: string[];
  givenUp: string[];
}

/** Tries every lead that is due, one at a time, in arrival order. */
export async function deliverPending(
  store: Store,
  options: DeliveryOptions,
  now: number = Date.now(),
  firstWait?: number,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: [], waiting: [], givenUp: [] };
  // The whole list, filtered here: Netlify's local Blobs server (netlify dev) answers a list by prefix with nothing.
  const { blobs } = await store.list();
  const due = blobs.map(({ key }) => key).filter((key) => key.startsWith("pending-"));
  for (const key of due.sort()) {
    const pending = (await store.get(key, { type: "json", consistency: "strong" })) as Pending | null;
    if (!pending || pending.nextTryAt > now) continue;
    const result = await deliverLead(pending.lead, options);
    const { submissionId, form } = pending.lead;
    if (result.delivered) {
      await store.delete(key);
      run.delivered.push(submissionId);
      continue;
    }
    const tries = pending.tries + 1;
    if (tries >= MOST_TRIES) {
      await store.setJSON(key.replace(/^pending-/, "dead-"), { ...pending, tries });
      await store.delete(key);
      console.error(
        `Lead ${submissionId} for the ${form} form, taken ${pending.lead.receivedAt}, was never delivered and is ` +
          `given up; its body, to send by hand: ${pending.lead.body}`,
      );
      run.givenUp.push(submissionId);
      continue;
    }
    await store.setJSON(key, { ...pending, tries, nextTryAt: now + retryDelaySeconds(tries, firstWait) * 1000 });
    run.waiting.push(submissionId);
  }
  return run;
}
