/**
 * The relay's queue and ledger on Netlify, in Netlify Blobs: each kept lead is one blob whose key
 * starts `pending-`, named so that keys sort in arrival order; a scheduled function delivers them one
 * at a time, in that order, and a lead that fails waits longer each time. A lead refused for good, or
 * past its last try, moves to `dead-` with why (a dead letter); failed tries are `tried-` blobs, spent
 * proofs `proof-` blobs.
 */
import type { Store } from "@netlify/blobs";
import { attemptDelivery } from "../attempt.js";
import { retryDelaySeconds, type DeliveryOptions } from "../deliver.js";
import type { Lead, LeadStore } from "../lead.js";
import {
  deadLetterKey,
  tryKey,
  TRIES_KEPT_MS,
  type DeadLetter,
  type DeliveryTry,
  type RelayLedger,
} from "../ledger.js";

/** How many tries a lead gets: about 18 hours of waits, as on Cloudflare. */
export const MOST_TRIES = 25;

/** A pending lead with what its tries so far decided. */
interface Pending {
  lead: Lead;
  tries: number;
  /** When it may be tried next, in milliseconds since the epoch. */
  nextTryAt: number;
}

const pendingKey = (lead: Lead) => `pending-${lead.receivedAt}-${lead.submissionId}`;

/** `store` as the relay's durable store: a lead is kept once its blob is written. */
export function blobsLeadStore(store: Store): LeadStore {
  return {
    async keep(lead) {
      const pending: Pending = { lead, tries: 0, nextTryAt: 0 };
      await store.setJSON(pendingKey(lead), pending);
    },
  };
}

/** The keys starting `start`. The whole list, filtered here: Netlify's local Blobs server answers a list by prefix with nothing. */
async function keysStarting(store: Store, start: string) {
  const { blobs } = await store.list();
  return blobs.map(({ key }) => key).filter((key) => key.startsWith(start));
}

/** The values of the keys starting `start`, in key order. */
async function valuesStarting<Value>(store: Store, start: string): Promise<Value[]> {
  const values: Value[] = [];
  for (const key of (await keysStarting(store, start)).sort()) {
    const value = (await store.get(key, { type: "json", consistency: "strong" })) as Value | null;
    if (value !== null) values.push(value);
  }
  return values;
}

/**
 * `store` as the relay's ledger. Netlify Blobs 9 has no write-if-absent, so a proof is spent by a
 * read then a write: two posts of one proof in the same instant can both pass.
 */
export function blobsLedger(store: Store): RelayLedger {
  return {
    bury: (letter) => store.setJSON(deadLetterKey(letter.lead), letter),
    deadLetters: () => valuesStarting<DeadLetter>(store, "dead-"),
    async record(tried) {
      await store.setJSON(tryKey(tried), tried);
      const since = Date.now() - TRIES_KEPT_MS;
      for (const key of await keysStarting(store, "tried-")) {
        if (Date.parse(key.slice("tried-".length, "tried-".length + 24)) < since) await store.delete(key);
      }
    },
    async tries() {
      const since = Date.now() - TRIES_KEPT_MS;
      return (await valuesStarting<DeliveryTry>(store, "tried-")).filter((each) => Date.parse(each.at) >= since);
    },
    async resend() {
      const resent: string[] = [];
      for (const { lead } of await valuesStarting<DeadLetter>(store, "dead-")) {
        const pending: Pending = { lead, tries: 0, nextTryAt: 0 };
        await store.setJSON(pendingKey(lead), pending);
        await store.delete(deadLetterKey(lead));
        resent.push(lead.submissionId);
      }
      return resent;
    },
    async spend(proof, expiresAt) {
      const key = `proof-${proof}`;
      if ((await store.get(key, { type: "json", consistency: "strong" })) !== null) return false;
      await store.setJSON(key, expiresAt);
      return true;
    },
  };
}

/** What one scheduled run did, for its log and the tests. */
export interface DeliveryRun {
  delivered: string[];
  waiting: string[];
  settled: string[];
}

/** Tries every lead that is due, one at a time, in arrival order. */
export async function deliverPending(
  store: Store,
  options: DeliveryOptions | string,
  now: number = Date.now(),
  firstWait?: number,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: [], waiting: [], settled: [] };
  const ledger = blobsLedger(store);
  for (const key of (await keysStarting(store, "pending-")).sort()) {
    const pending = (await store.get(key, { type: "json", consistency: "strong" })) as Pending | null;
    if (!pending || pending.nextTryAt > now) continue;
    const tries = pending.tries + 1;
    const { next, status } = await attemptDelivery(pending.lead, {
      settings: options,
      ledger,
      tries,
      lastTry: tries >= MOST_TRIES,
    });
    const { submissionId } = pending.lead;
    if (next === "settled") {
      await store.delete(key);
      (status >= 200 && status < 300 ? run.delivered : run.settled).push(submissionId);
      continue;
    }
    await store.setJSON(key, { ...pending, tries, nextTryAt: now + retryDelaySeconds(tries, firstWait) * 1000 });
    run.waiting.push(submissionId);
  }
  return run;
}
