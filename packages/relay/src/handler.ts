/**
 * The lead endpoint, one web-standard handler (`Request` in, `Response` out) that every host wraps:
 * `GET /api/leads/challenge` hands a form its proof-of-work; `POST /api/leads/<form>` takes a lead
 * only from the site's own pages, within the client's rate limit, at most 64 KB, with the
 * challenge solved and the body the form's exact schema (the honeypot field among the fields it
 * refuses), and answers 202 only once the store has kept it. A refusal keeps nothing.
 */
import {
  PROBE_PARAMETER,
  PROOF_HEADER,
  RELAY_CHALLENGE_PATH,
  RELAY_LEDGER_PATH,
  RELAY_SECRET_HEADER,
  RELAY_PATH,
  SUBMISSION_ID,
  SUBMISSION_PARAMETER,
  WEBHOOK_FORMS,
  payloadProblems,
  type WebhookForm,
} from "@grand-river/webhooks";
import { LEAD_BODY_LIMIT, readBodyWithin } from "./body.js";
import type { Lead, LeadStore, RateLimit } from "./lead.js";
import type { RelayLedger } from "./ledger.js";
import { newChallenge, solvedProof } from "./proof.js";
import { respond } from "./refusals.js";

/** What a host gives the handler. */
export interface LeadHandlerOptions {
  /**
   * The site's origin (`https://example.com`): a post whose `Origin` differs is refused. Defaults to
   * the origin the request was made to, which is the site's own wherever the handler is deployed.
   */
  origin?: string;
  /** The HMAC key that signs and checks proof-of-work challenges; a secret of the host. */
  proofKey: string;
  /** PBKDF2 rounds per attempt of a challenge; tests make it small. */
  proofCost?: number;
  store: LeadStore;
  /** Where spent proofs, failed tries and dead letters are kept. */
  ledger: RelayLedger;
  /**
   * The relay's secret (LEADS_RELAY_SECRET): the owner's check and resend send it to read the ledger
   * and send the dead letters back. Unset, the ledger is not open to anyone.
   */
  relaySecret?: string;
  rateLimit: RateLimit;
  /** Who is sending, for the rate limit: the host's client address header. */
  clientOf: (request: Request) => string;
}

const FORM_PATH = new RegExp(`^${RELAY_PATH}/([a-z]+)$`);

/** The handler for `options`: answers any request under `/api/leads`. */
export function createLeadHandler(options: LeadHandlerOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === RELAY_CHALLENGE_PATH) {
      if (request.method !== "GET") return respond("wrongMethod", undefined, { Allow: "GET" });
      const challenge = await newChallenge(options.proofKey, options.proofCost);
      return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
    }
    if (url.pathname === RELAY_LEDGER_PATH || url.pathname === `${RELAY_LEDGER_PATH}/resend`) {
      return ownersLedger(request, url, options);
    }
    const form = FORM_PATH.exec(url.pathname)?.[1];
    if (!form || !(WEBHOOK_FORMS as readonly string[]).includes(form)) return respond("unknownForm");
    if (request.method !== "POST") return respond("wrongMethod", undefined, { Allow: "POST" });
    return takeLead(request, form as WebhookForm, url, options);
  };
}

async function takeLead(request: Request, form: WebhookForm, url: URL, options: LeadHandlerOptions) {
  if (request.headers.get("Origin") !== (options.origin ?? url.origin)) return respond("otherOrigin");
  // Before any work on the body, so a flood costs the host as little as possible.
  if (!(await options.rateLimit.allow(options.clientOf(request)))) {
    return respond("tooMany", undefined, { "Retry-After": "60" });
  }
  const body = await readBodyWithin(request, LEAD_BODY_LIMIT);
  if (body === undefined) return respond("tooLarge");
  const proof = await solvedProof(request.headers.get(PROOF_HEADER), options.proofKey);
  if (!proof) return respond("noProof");

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return respond("notJson");
  }
  const problems = payloadProblems(form, parsed);
  if (problems.length > 0) return respond("badShape", problems.join("; "));

  const given = url.searchParams.get(SUBMISSION_PARAMETER);
  if (given && !SUBMISSION_ID.test(given)) return respond("badSubmission");
  const submissionId = given || crypto.randomUUID();
  // Last of the checks, so a post refused for its body leaves the proof good for the corrected one.
  if (!(await options.ledger.spend(proof.signature, proof.expiresAt))) return respond("proofSpent");
  const probe = url.searchParams.get(PROBE_PARAMETER) === "1";
  try {
    await keepTryingBriefly(options.store, {
      form,
      body,
      submissionId,
      receivedAt: new Date().toISOString(),
      ...(probe ? { probe } : {}),
    });
  } catch (error) {
    console.error(
      `Lead ${submissionId} (${form}) could not be kept, and its visitor was asked to send again: ${String(error)}`,
    );
    return respond("notKept");
  }
  return respond("accepted");
}

/**
 * The waits, in ms, before a lead the store refused is tried again: a queue that is busy for a
 * moment (a burst) takes it on a second or third try, and the visitor never sees the refusal.
 * Past them the visitor is asked to send again. A lead kept twice is delivered with one submission
 * id, which the receiver keeps once.
 */
const KEEP_RETRY_WAITS_MS = [50, 250];

async function keepTryingBriefly(store: LeadStore, lead: Lead): Promise<void> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await store.keep(lead);
    } catch (error) {
      const wait = KEEP_RETRY_WAITS_MS[tried];
      if (wait === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * The ledger, for the owner's tools only (the relay's secret in its header): `GET` reads the dead
 * letters and the tries, `POST …/resend` sends every dead letter back.
 */
async function ownersLedger(request: Request, url: URL, options: LeadHandlerOptions): Promise<Response> {
  const resend = url.pathname.endsWith("/resend");
  const method = resend ? "POST" : "GET";
  if (request.method !== method) return respond("wrongMethod", undefined, { Allow: method });
  if (!options.relaySecret) return respond("notSetUp");
  if (!(await sameText(request.headers.get(RELAY_SECRET_HEADER) ?? "", options.relaySecret))) {
    return respond("notTheOwner");
  }
  const headers = { "Cache-Control": "no-store" };
  if (resend) return Response.json({ resent: await options.ledger.resend() }, { headers });
  const [deadLetters, tries] = await Promise.all([options.ledger.deadLetters(), options.ledger.tries()]);
  return Response.json({ deadLetters, tries }, { headers });
}

/** Whether two texts are equal, in a time that does not tell how much of a guess was right. */
async function sameText(a: string, b: string) {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  return x.every((byte, i) => byte === y[i]);
}
