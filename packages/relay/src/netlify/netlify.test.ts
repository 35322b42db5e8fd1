import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { PROOF_HEADER } from "@grand-river/webhooks";
import { CONTACT_BODY, PROOF_KEY, leadRequest, solvedProof } from "../testing.js";
import { MOST_TRIES, blobsLedger, deliverPending } from "./blobs-queue.js";
import leadFunction, { LEADS_STORE } from "./lead-function.js";

// The relay as a Netlify Function, on Netlify Blobs' own local server (what `netlify dev` runs).
let directory: string;
let blobs: BlobsServer;
let store: Store;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "relay-blobs-"));
  blobs = new BlobsServer({ directory, token: "local-token" });
  const { port } = await blobs.start();
  const context = { apiURL: `http://127.0.0.1:${port}`, siteID: "site", token: "local-token" };
  vi.stubEnv("NETLIFY_BLOBS_CONTEXT", Buffer.from(JSON.stringify(context)).toString("base64"));
  vi.stubEnv("LEADS_PROOF_KEY", PROOF_KEY);
  store = getStore({ name: LEADS_STORE, ...context });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
});
beforeEach(async () => {
  const { blobs: all } = await store.list();
  for (const { key } of all) await store.delete(key);
});

const handle = (request: Request) => leadFunction(request, { ip: "192.0.2.7" });
const keysStarting = async (start: string) =>
  (await store.list()).blobs.map((blob) => blob.key).filter((key) => key.startsWith(start));
const pendingKeys = () => keysStarting("pending-");

/** A receiver on this machine answering `status`, recording each body. */
async function receiver(status: number): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      bodies.push(body);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/contact`, bodies, server };
}
const urlsFor = (contact: string) => ({ newsletter: "", report: "", playbook: "", contact, worklog: "" });

describe("the relay as a Netlify Function", () => {
  test("keeps a visitor's lead in Netlify Blobs before answering 202", async () => {
    const response = await handle(
      leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect(response.status).toBe(202);
    const keys = await pendingKeys();
    expect(keys).toHaveLength(1);
    expect(await store.get(keys[0]!, { type: "json" })).toMatchObject({
      lead: { form: "contact", body: CONTACT_BODY },
    });
  });

  test("refuses a lead from another site's page, or without a solved challenge, with 403 and keeps nothing", async () => {
    const foreign = await handle(
      leadRequest("contact", CONTACT_BODY, {
        headers: { [PROOF_HEADER]: await solvedProof(handle), Origin: "https://elsewhere.example" },
      }),
    );
    const unsolved = await handle(leadRequest("contact", CONTACT_BODY));
    expect([foreign.status, unsolved.status]).toEqual([403, 403]);
    expect(await pendingKeys()).toEqual([]);
  });

  test("refuses a second lead with a spent proof with 403 and keeps only the first", async () => {
    const proof = await solvedProof(handle);
    const post = (id: string) =>
      handle(leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: proof }, query: `?submission=${id}` }));
    expect([(await post("first")).status, (await post("second")).status]).toEqual([202, 403]);
    expect(await pendingKeys()).toEqual([expect.stringMatching(/-first$/)]);
  });

  test("refuses a body over 64 KB with 413 and keeps nothing", async () => {
    const huge = JSON.stringify({ ...JSON.parse(CONTACT_BODY), message: "x".repeat(64 * 1024) });
    const response = await handle(
      leadRequest("contact", huge, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }),
    );
    expect(response.status).toBe(413);
    expect(await pendingKeys()).toEqual([]);
  });
});

describe("the scheduled delivery on Netlify", () => {
  async function keepOne() {
    await handle(leadRequest("contact", CONTACT_BODY, { headers: { [PROOF_HEADER]: await solvedProof(handle) } }));
  }

  test("delivers a kept lead once, byte for byte, and lets it go", async () => {
    await keepOne();
    const { url, bodies, server } = await receiver(200);
    try {
      await deliverPending(store, { urls: urlsFor(url), secret: "s" });
      await deliverPending(store, { urls: urlsFor(url), secret: "s" });
      expect(bodies).toEqual([CONTACT_BODY]);
      expect(await pendingKeys()).toEqual([]);
    } finally {
      server.close();
    }
  });

  test("keeps a refused lead, waits before the next try, and delivers it once the receiver is back", async () => {
    await keepOne();
    const down = await receiver(503);
    const at = Date.parse("2030-01-01T00:00:00Z");
    const first = await deliverPending(store, { urls: urlsFor(down.url), secret: "s" }, at);
    const tooSoon = await deliverPending(store, { urls: urlsFor(down.url), secret: "s" }, at + 10_000);
    down.server.close();
    const back = await receiver(200);
    try {
      const later = await deliverPending(store, { urls: urlsFor(back.url), secret: "s" }, at + 31_000);
      expect([first.waiting.length, tooSoon.waiting.length, later.delivered.length]).toEqual([1, 0, 1]);
      expect([down.bodies.length, back.bodies]).toEqual([1, [CONTACT_BODY]]);
    } finally {
      back.server.close();
    }
  });

  test("keeps a lead refused for good (422) as a dead letter after one try, with its body and why, and never tries it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await keepOne();
    const refusing = await receiver(422);
    try {
      await deliverPending(store, { urls: urlsFor(refusing.url), secret: "s" }, 0);
      await deliverPending(store, { urls: urlsFor(refusing.url), secret: "s" }, 10 * 60 * 60 * 1000);
      expect(refusing.bodies).toHaveLength(1);
      expect(await blobsLedger(store).deadLetters()).toEqual([
        expect.objectContaining({
          lead: expect.objectContaining({ body: CONTACT_BODY }),
          reason: "the receiver refused it with 422, which no later try changes",
        }),
      ]);
    } finally {
      refusing.server.close();
      vi.restoreAllMocks();
    }
  });

  test("sends a dead letter back as a pending lead, delivered once the receiver takes it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await keepOne();
    const refusing = await receiver(400);
    await deliverPending(store, { urls: urlsFor(refusing.url), secret: "s" });
    refusing.server.close();
    const back = await receiver(200);
    try {
      expect(await blobsLedger(store).resend()).toHaveLength(1);
      await deliverPending(store, { urls: urlsFor(back.url), secret: "s" });
      expect(back.bodies).toEqual([CONTACT_BODY]);
      expect([await pendingKeys(), await keysStarting("dead-")]).toEqual([[], []]);
    } finally {
      back.server.close();
      vi.restoreAllMocks();
    }
  });

  test(`keeps a lead as a dead letter after ${MOST_TRIES} tries, reporting it with its body`, async () => {
    await keepOne();
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => errors.push(line));
    const down = await receiver(500);
    try {
      let now = 0;
      for (let attempt = 0; attempt < MOST_TRIES; attempt += 1) {
        now += 2 * 60 * 60 * 1000;
        await deliverPending(store, { urls: urlsFor(down.url), secret: "s" }, now);
      }
      expect(down.bodies).toHaveLength(MOST_TRIES);
      expect(await pendingKeys()).toEqual([]);
      expect(await keysStarting("dead-")).toHaveLength(1);
      expect(errors).toEqual([expect.stringContaining(CONTACT_BODY)]);
      expect(await blobsLedger(store).deadLetters()).toEqual([
        expect.objectContaining({ reason: `not delivered after ${MOST_TRIES} tries: the receiver last answered 500` }),
      ]);
    } finally {
      down.server.close();
      vi.restoreAllMocks();
    }
  });
});
