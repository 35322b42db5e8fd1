import { createLeadHandler } from "./handler.js";
import type { Lead, RateLimit } from "./lead.js";
import {
  CONTACT_BODY,
  PROOF_HEADER,
  PROOF_KEY,
  SITE,
  countingLimit,
  leadRequest,
  memoryLedger,
  solvedProof,
} from "./testing.js";

function relay({ rateLimit = countingLimit(1000), failures = 0 }: { rateLimit?: RateLimit; failures?: number } = {}) {
  const kept: Lead[] = [];
  const { ledger } = memoryLedger(kept);
  let refused = 0;
  const handle = createLeadHandler({
    origin: SITE,
    proofKey: PROOF_KEY,
    proofCost: 1,
    rateLimit,
    clientOf: (request) => request.headers.get("X-Client") ?? "one visitor",
    ledger,
    relaySecret: RELAY_SECRET,
    store: {
      keep(lead) {
        if (refused < failures) {
          refused += 1;
          return Promise.reject(new Error("The queue is away."));
        }
        kept.push(lead);
        return Promise.resolve();
      },
    },
  });
  return { handle, kept, ledger };
}

const RELAY_SECRET = "the relay's secret";

afterEach(() => vi.restoreAllMocks());

describe("the lead endpoint", () => {
  it("keeps a visitor's lead byte for byte, with its submission id, and answers 202", async () => {
    const { handle, kept } = relay();
    const proof = await solvedProof(handle);
    const response = await handle(
      leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: proof }, query: "?submission=draft-1" }),
    );
    expect(response.status).toBe(202);
    expect(kept).toEqual([expect.objectContaining({ form: "contact", body: CONTACT_BODY, submissionId: "draft-1" })]);
  });

  it("refuses a post from another site's page with 403 and keeps nothing", async () => {
    const { handle, kept } = relay();
    const proof = await solvedProof(handle);
    const response = await handle(
      leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: proof, Origin: "https://elsewhere.example" } }),
    );
    expect([response.status, await response.text()]).toEqual([403, "Leads are taken only from the site's own pages."]);
    expect(kept).toEqual([]);
  });

  it("refuses a post sent without a browser's Origin (a script posting directly) with 403", async () => {
    const { handle, kept } = relay();
    const request = leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: await solvedProof(handle) } });
    request.headers.delete("Origin");
    expect((await handle(request)).status).toBe(403);
    expect(kept).toEqual([]);
  });

  it("refuses a lead without a solved challenge with 403 and keeps nothing", async () => {
    const { handle, kept } = relay();
    const response = await handle(leadRequest("contact", CONTACT_BODY));
    expect([response.status, await response.text()]).toEqual([
      403,
      "The form's check that a person is sending was not solved.",
    ]);
    expect(kept).toEqual([]);
  });

  it("refuses a proof solved for a challenge another key signed", async () => {
    const { handle, kept } = relay();
    const forger = createLeadHandler({ ...optionsWithKey("someone else's key") });
    const response = await handle(
      leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: await solvedProof(forger) } }),
    );
    expect(response.status).toBe(403);
    expect(kept).toEqual([]);
  });

  it("refuses a body over 64 KB with 413, whether it declares its length or streams it", async () => {
    const { handle, kept } = relay();
    const proof = await solvedProof(handle);
    const huge = JSON.stringify({ ...JSON.parse(CONTACT_BODY), message: "x".repeat(64 * 1024) });
    const declared = await handle(leadRequest("contact", huge, { headers: { [PROOF_HEADER]: proof } }));
    const streamed = await handle(
      leadRequest("contact", new Blob([huge]).stream(), { headers: { [PROOF_HEADER]: proof } }),
    );
    expect([declared.status, streamed.status, await declared.text()]).toEqual([
      413,
      413,
      "The lead is larger than 64 KB.",
    ]);
    expect(kept).toEqual([]);
  });

  it("answers the 21st lead in a minute from one client 429 with Retry-After, and keeps only the first 20", async () => {
    const { handle, kept } = relay({ rateLimit: countingLimit(20) });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let lead = 1; lead <= 21; lead += 1) {
      const proof = await solvedProof(handle);
      last = await handle(leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: proof } }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(202), 429]);
    expect(last?.headers.get("Retry-After")).toBe("60");
    expect(kept).toHaveLength(20);
    const other = await handle(
      leadRequest("contact", CONTACT_BODY, {
        headers: { [PROOF_HEADER]: await solvedProof(handle), "X-Client": "another visitor" },
      }),
    );
    expect(other.status).toBe(202);
  });

  it("refuses a body with the honeypot field filled in, as a bot fills it, with 422", async () => {
    const { handle, kept } = relay();
    const trapped = JSON.stringify({ ...JSON.parse(CONTACT_BODY), contact_me_by_fax_only: "yes" });
    const response = await handle(
      leadRequest("contact", trapped, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect([response.status, await response.text()]).toEqual([
      422,
      'The lead does not fit the form: "contact_me_by_fax_only" is not a field of the contact form.',
    ]);
    expect(kept).toEqual([]);
  });

  it("refuses a body that is not JSON with 400, naming nothing of the server", async () => {
    const { handle, kept } = relay();
    const response = await handle(
      leadRequest("contact", "{name:", { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect([response.status, await response.text()]).toEqual([400, "The lead is not JSON."]);
    expect(kept).toEqual([]);
  });

  it("refuses a body that does not fit the form's schema with 422, naming the field", async () => {
    const { handle, kept } = relay();
    const body = JSON.stringify({ ...JSON.parse(CONTACT_BODY), email: "not an address" });
    const response = await handle(
      leadRequest("contact", body, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect([response.status, await response.text()]).toEqual([
      422,
      'The lead does not fit the form: "email" must be an e-mail address.',
    ]);
    expect(kept).toEqual([]);
  });

  it("answers 503 when the lead could not be kept, so the visitor's form keeps the draft", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { handle } = relay({ failures: Infinity });
    const response = await handle(
      leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect([response.status, await response.text()]).toEqual([
      503,
      "The lead could not be kept just now: please send again.",
    ]);
  });

  it("tries a lead the store refused twice more before asking the visitor to send again, and keeps it once", async () => {
    const { handle, kept } = relay({ failures: 2 });
    const response = await handle(
      leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect(response.status).toBe(202);
    expect(kept).toHaveLength(1);
  });

  it("names in the log the lead it could not keep, and why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { handle } = relay({ failures: Infinity });
    await handle(
      leadRequest("contact", CONTACT_BODY, {
        query: "?submission=lost-one",
        headers: { [PROOF_HEADER]: await solvedProof(handle) },
      }),
    );
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Lead lost-one \(contact\) could not be kept.*The queue is away\./),
    );
  });

  it("refuses a second lead with a spent proof with 403, keeping only the first", async () => {
    const { handle, kept } = relay();
    const proof = await solvedProof(handle);
    const post = (id: string) =>
      handle(leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: proof }, query: `?submission=${id}` }));
    const first = await post("first");
    const second = await post("second");
    expect([first.status, second.status, await second.text()]).toEqual([
      202,
      403,
      "The form's check that a person is sending was used already: send again.",
    ]);
    expect(kept.map((lead) => lead.submissionId)).toEqual(["first"]);
  });

  it("shows the ledger and sends its dead letters back only to a request with the relay's secret", async () => {
    const { handle, kept, ledger } = relay();
    const lead = {
      form: "contact" as const,
      body: CONTACT_BODY,
      submissionId: "given-up",
      receivedAt: "2030-01-01T00:00:00.000Z",
    };
    await ledger.bury({
      lead,
      reason: "the receiver refused it with 400, which no later try changes",
      tries: 1,
      at: lead.receivedAt,
    });
    const owner = { "X-Relay-Secret": RELAY_SECRET };
    const guess = await handle(new Request(`${SITE}/api/leads/ledger`, { headers: { "X-Relay-Secret": "a guess" } }));
    const read = await handle(new Request(`${SITE}/api/leads/ledger`, { headers: owner }));
    expect([guess.status, read.status]).toEqual([403, 200]);
    expect(await read.json()).toEqual({ deadLetters: [expect.objectContaining({ lead })], tries: [] });

    const resent = await handle(new Request(`${SITE}/api/leads/ledger/resend`, { method: "POST", headers: owner }));
    expect(await resent.json()).toEqual({ resent: ["given-up"] });
    expect(kept).toEqual([lead]);
    expect(await ledger.deadLetters()).toEqual([]);
  });

  it("refuses with 422 and n8n's words a submission id n8n would refuse (a space, an é, 201 characters), keeping nothing", async () => {
    const { handle, kept } = relay();
    const answers = [];
    for (const id of ["two words", "café", "x".repeat(201)]) {
      const response = await handle(
        leadRequest("contact", CONTACT_BODY, {
          query: `?submission=${encodeURIComponent(id)}`,
          headers: { [PROOF_HEADER]: await solvedProof(handle) },
        }),
      );
      answers.push([response.status, await response.text()]);
    }
    expect(answers).toEqual(
      Array.from({ length: 3 }, () => [422, "The submission id must be 1 to 200 printable ASCII characters."]),
    );
    expect(kept).toEqual([]);
  });

  it("answers 404 for a form that does not exist and 405 for a form's address fetched with GET", async () => {
    const { handle } = relay();
    const unknown = await handle(leadRequest("orders", CONTACT_BODY));
    const fetched = await handle(new Request(`${SITE}/api/leads/contact`));
    expect([unknown.status, fetched.status, fetched.headers.get("Allow")]).toEqual([404, 405, "POST"]);
  });
});

function optionsWithKey(proofKey: string) {
  return {
    origin: SITE,
    proofKey,
    proofCost: 1,
    rateLimit: countingLimit(1000),
    clientOf: () => "forger",
    store: { keep: () => Promise.resolve() },
    ledger: memoryLedger().ledger,
  };
}
