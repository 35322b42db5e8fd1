import type { Lead } from "../lead.js";
import { CONTACT_BODY, memoryLedger } from "../testing.js";
import worker, { DEAD_LETTER_QUEUE, type RelayEnv } from "./worker.js";

const lead: Lead = {
  form: "contact",
  body: CONTACT_BODY,
  submissionId: "draft-9",
  receivedAt: "2025-03-10T14:05:01.000Z",
};

/** One queued message as the runtime hands it over, recording what the consumer did with it. */
function message(attempts: number) {
  const done: string[] = [];
  return {
    done,
    message: {
      body: lead,
      attempts,
      ack: () => done.push("ack"),
      retry: (options?: { delaySeconds?: number }) => done.push(`retry in ${options?.delaySeconds ?? "?"} s`),
    },
  };
}

/** The Worker's ledger in these tests: its Durable Object, on storage in memory. */
let ledger: ReturnType<typeof memoryLedger>;

function env(): RelayEnv {
  return {
    RELAY_LEDGER: ledger.namespace,
    ASSETS: { fetch: () => Promise.resolve(new Response("asset")) },
    LEADS: { send: () => Promise.resolve() },
    LEADS_RATE_LIMIT: { limit: () => Promise.resolve({ success: true }) },
    LEADS_PROOF_KEY: "key",
    LEADS_RELAY_SECRET: "secret",
    ...Object.fromEntries(
      ["NEWSLETTER", "REPORT", "PLAYBOOK", "CONTACT", "WORKLOG"].map((form) => [
        `VITE_WEBHOOK_${form}_URL`,
        `https://n8n.example/webhook/${form.toLowerCase()}`,
      ]),
    ),
  };
}

describe("the relay's queue consumer", () => {
  /** What the stand-in receiver answers every post with. */
  let answer = 200;
  beforeEach(() => {
    ledger = memoryLedger();
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(null, { status: answer })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("acknowledges a lead the receiver took, and tries again later, waiting longer each time, when it refused", async () => {
    answer = 200;
    const taken = message(1);
    await worker.queue({ queue: "leads", messages: [taken.message] }, env());
    answer = 503;
    const refused = message(3);
    await worker.queue({ queue: "leads", messages: [refused.message] }, env());
    expect([taken.done, refused.done]).toEqual([["ack"], ["retry in 120 s"]]);
  });

  it("keeps a lead waiting, with a growing wait, while the relay's secret is not set", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { LEADS_RELAY_SECRET: _, ...unset } = env();
    const waiting = message(2);
    await worker.queue({ queue: "leads", messages: [waiting.message] }, unset);
    expect(waiting.done).toEqual(["retry in 60 s"]);
  });

  it("keeps a lead n8n refuses for good (400) as a dead letter with the reason after one try, never retrying it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer = 400;
    const refused = message(1);
    await worker.queue({ queue: "leads", messages: [refused.message] }, env());
    expect(refused.done).toEqual(["ack"]);
    expect(await ledger.ledger.deadLetters()).toEqual([
      expect.objectContaining({ lead, reason: "the receiver refused it with 400, which no later try changes" }),
    ]);
  });

  it("tries again a lead answered 404 (its workflow switched off), keeping no dead letter", async () => {
    answer = 404;
    const waiting = message(1);
    await worker.queue({ queue: "leads", messages: [waiting.message] }, env());
    expect(waiting.done).toEqual(["retry in 30 s"]);
    expect(await ledger.ledger.deadLetters()).toEqual([]);
    expect(await ledger.ledger.tries()).toEqual([expect.objectContaining({ submissionId: "draft-9", status: 404 })]);
  });

  it("keeps a lead that reached the dead-letter queue, body and last answer, and lets the message go", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer = 503;
    await worker.queue({ queue: "leads", messages: [message(25).message] }, env());
    const dead = message(1);
    await worker.queue({ queue: DEAD_LETTER_QUEUE, messages: [dead.message] }, env());
    expect(dead.done).toEqual(["ack"]);
    expect(await ledger.ledger.deadLetters()).toEqual([
      {
        lead,
        reason: "not delivered after its last try: the receiver last answered 503",
        tries: 25,
        at: expect.any(String),
      },
    ]);
  });

  it("serves anything outside /api/leads from the static assets", async () => {
    const response = await worker.fetch(new Request("https://site.example/team"), env());
    expect(await response.text()).toBe("asset");
  });
});
