/**
 * The relay as a Netlify Function (v2): the same handler, with Netlify Blobs as the durable store.
 * The per-client limit is Netlify's own, declared where the function is deployed
 * (apps/site/netlify/functions/leads.ts: `rateLimit`, 20 a minute per address), so the handler's
 * own limit lets everything through.
 */
import { getStore } from "@netlify/blobs";
import { createLeadHandler } from "../handler.js";
import { respond } from "../refusals.js";
import { PROOF_KEY_KEY } from "../secrets.js";
import { RELAY_SECRET_KEY } from "@grand-river/webhooks";
import { blobsLeadStore, blobsLedger } from "./blobs-queue.js";

/** The Blobs store the leads wait in. */
export const LEADS_STORE = "leads";

/** The part of Netlify's function context the relay reads. */
interface Context {
  ip: string;
}

/** Answers `/api/leads/*` on Netlify. */
export default function leadFunction(request: Request, context: Context): Promise<Response> {
  const proofKey = process.env[PROOF_KEY_KEY];
  if (!proofKey) {
    console.error(`The relay refuses every lead: the site's environment variable ${PROOF_KEY_KEY} is not set.`);
    return Promise.resolve(respond("notSetUp"));
  }
  const store = getStore({ name: LEADS_STORE, consistency: "strong" });
  const relaySecret = process.env[RELAY_SECRET_KEY];
  return createLeadHandler({
    proofKey,
    store: blobsLeadStore(store),
    ledger: blobsLedger(store),
    ...(relaySecret ? { relaySecret } : {}),
    rateLimit: { allow: () => Promise.resolve(true) },
    clientOf: () => context.ip,
  })(request);
}
