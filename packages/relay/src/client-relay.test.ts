import {
  createWebhookClient,
  relayProofs,
  WebhookError,
  type ContactPayload,
  type RelayProofs,
} from "@grand-river/webhooks";
import { relayProof, solveRelayChallenge } from "@grand-river/webhooks/relay-proof";
import { browserWebhookUrls } from "@grand-river/webhooks/settings";
import { createLeadHandler } from "./handler.js";
import type { Lead } from "./lead.js";
import { CONTACT_BODY, PROOF_KEY, SITE, countingLimit, memoryLedger } from "./testing.js";

// The webhooks client in relay mode against the relay itself: what a visitor's form does.
// `proofsFor`, given the page's fetch, makes the proofs solved ahead; without it, each is solved at the send.
function siteWithRelay(limit = 1000, proofsFor?: (browserFetch: typeof fetch) => RelayProofs) {
  const kept: Lead[] = [];
  const requests: string[] = [];
  const handle = createLeadHandler({
    proofKey: PROOF_KEY,
    proofCost: 1,
    rateLimit: countingLimit(limit),
    clientOf: () => "one visitor",
    store: { keep: (lead) => Promise.resolve(void kept.push(lead)) },
    ledger: memoryLedger().ledger,
  });
  // The browser adds the page's Origin to a same-origin POST; this fetch stands in for it.
  const browserFetch: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === "POST") request.headers.set("Origin", SITE);
    return handle(request);
  };
  const urls = browserWebhookUrls({
    urls: { newsletter: "", report: "", playbook: "", contact: "", worklog: "" },
    mode: "relay",
  });
  const proofs = proofsFor?.(browserFetch);
  const client = createWebhookClient(
    Object.fromEntries(Object.entries(urls).map(([form, path]) => [form, `${SITE}${path}`])) as typeof urls,
    { mode: "relay", fetch: browserFetch, proof: proofs?.proof ?? relayProof },
  );
  return { client, kept, requests, proofs };
}

const contact = JSON.parse(CONTACT_BODY) as ContactPayload;

describe("a form in relay mode", () => {
  it("solves the relay's challenge and gets its lead kept, body as the spec has it", async () => {
    const { client, kept } = siteWithRelay();
    await client.contact(contact, { submissionId: "draft-3" });
    expect(kept).toEqual([expect.objectContaining({ form: "contact", body: CONTACT_BODY, submissionId: "draft-3" })]);
  });

  it("fails with the relay's 429 once the visitor has sent too many, so the form can say so", async () => {
    const { client } = siteWithRelay(1);
    await client.contact(contact);
    const failure = await client.contact(contact).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebhookError);
    expect(failure).toMatchObject({ reason: "status", status: 429 });
  });

  it("sends the proof solved when the visitor reached the form, and each later send solves a new one", async () => {
    const { client, kept, requests, proofs } = siteWithRelay(1000, (browserFetch) =>
      relayProofs(() => Promise.resolve(solveRelayChallenge), { base: () => `${SITE}/contact`, fetch: browserFetch }),
    );

    proofs!.prepare();
    await vi.waitFor(() => expect(requests).toEqual(["GET /api/leads/challenge"]));
    await client.contact(contact, { submissionId: "draft-4" });
    await client.contact(contact, { submissionId: "draft-5" });

    expect(requests).toEqual([
      "GET /api/leads/challenge",
      "POST /api/leads/contact",
      "GET /api/leads/challenge",
      "POST /api/leads/contact",
    ]);
    expect(kept.map((lead) => lead.submissionId)).toEqual(["draft-4", "draft-5"]);
  });
});
