/**
 * The scheduled Netlify Function that hands kept leads to the receiver, one at a time, every
 * minute (apps/site/netlify/functions/deliver-leads.ts declares the schedule).
 */
import { getStore } from "@netlify/blobs";
import { RELAY_SECRET_KEY } from "@grand-river/webhooks";
import { readWebhookSettings } from "@grand-river/webhooks/settings";
import { deliverPending } from "./blobs-queue.js";
import { LEADS_STORE } from "./lead-function.js";

export default async function deliverFunction(): Promise<Response> {
  const secret = process.env[RELAY_SECRET_KEY];
  if (!secret) {
    console.error(`Leads wait: the site's environment variable ${RELAY_SECRET_KEY} is not set.`);
    return new Response(null, { status: 204 });
  }
  const { urls } = readWebhookSettings(process.env);
  const run = await deliverPending(getStore({ name: LEADS_STORE, consistency: "strong" }), { urls, secret });
  console.log(
    `Leads: ${run.delivered.length} delivered, ${run.waiting.length} waiting, ${run.settled.length} kept as dead letters or probes answered.`,
  );
  return new Response(null, { status: 204 });
}
