/**
 * The relay's ledger on Cloudflare: one Durable Object (SQLite-backed, on the Free plan) that holds
 * the dead letters, the failed tries of the last day and the spent proofs. A Durable Object runs one
 * request at a time, so "spent already?" and "spend it" are one step: a proof carries one lead.
 */
import type { Lead } from "../lead.js";
import {
  deadLetterKey,
  tryKey,
  TRIES_KEPT_MS,
  type DeadLetter,
  type DeliveryTry,
  type RelayLedger,
} from "../ledger.js";

/** The part of a Durable Object's storage the ledger uses. */
interface DurableStorage {
  get<Value>(key: string): Promise<Value | undefined>;
  put(key: string, value: unknown): Promise<void>;
  delete(keys: string[]): Promise<number>;
  list<Value>(options: { prefix: string }): Promise<Map<string, Value>>;
}

/** The Durable Object class `RELAY_LEDGER` binds to (apps/site/wrangler.jsonc). */
export class RelayLedgerObject {
  private readonly storage: DurableStorage;

  constructor(state: { storage: DurableStorage }) {
    this.storage = state.storage;
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const body = request.method === "POST" ? ((await request.json()) as Record<string, unknown>) : {};
    const now = Date.now();
    switch (pathname) {
      case "/bury": {
        const letter = body as unknown as DeadLetter;
        await this.storage.put(deadLetterKey(letter.lead), letter);
        return new Response(null, { status: 204 });
      }
      case "/dead":
        return Response.json([...(await this.storage.list<DeadLetter>({ prefix: "dead-" })).values()]);
      case "/unbury":
        await this.storage.delete(body.keys as string[]);
        return new Response(null, { status: 204 });
      case "/record": {
        const tried = body as unknown as DeliveryTry;
        await this.storage.put(tryKey(tried), tried);
        const old = [...(await this.storage.list<DeliveryTry>({ prefix: "tried-" }))].filter(
          ([, each]) => Date.parse(each.at) < now - TRIES_KEPT_MS,
        );
        if (old.length > 0) await this.storage.delete(old.map(([key]) => key));
        return new Response(null, { status: 204 });
      }
      case "/tries":
        return Response.json([...(await this.storage.list<DeliveryTry>({ prefix: "tried-" })).values()]);
      case "/spend": {
        const key = `proof-${String(body.proof)}`;
        if ((await this.storage.get<number>(key)) !== undefined) return new Response(null, { status: 409 });
        await this.storage.put(key, body.expiresAt);
        const expired = [...(await this.storage.list<number>({ prefix: "proof-" }))].filter(([, at]) => at < now);
        if (expired.length > 0) await this.storage.delete(expired.map(([stored]) => stored));
        return new Response(null, { status: 204 });
      }
      default:
        return new Response(null, { status: 404 });
    }
  }
}

/** The parts of Cloudflare's Durable Object namespace the Worker uses. */
export interface LedgerNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}

/**
 * The ledger as the Worker reaches it: the one RelayLedgerObject, and `queue`, where a dead letter
 * sent back goes.
 */
export function durableLedger(namespace: LedgerNamespace, queue: { send(lead: Lead): Promise<void> }): RelayLedger {
  const call = async (path: string, body?: unknown) => {
    const object = namespace.get(namespace.idFromName("ledger"));
    const response = await object.fetch(
      new Request(`https://ledger${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }),
    );
    if (!response.ok && response.status !== 409)
      throw new Error(`The relay's ledger answered ${path} with ${response.status}.`);
    return response;
  };
  const deadLetters = async () => (await (await call("/dead")).json()) as DeadLetter[];
  return {
    async bury(letter) {
      await call("/bury", letter);
    },
    deadLetters,
    async record(tried) {
      await call("/record", tried);
    },
    tries: async () => {
      const since = Date.now() - TRIES_KEPT_MS;
      return ((await (await call("/tries")).json()) as DeliveryTry[]).filter((each) => Date.parse(each.at) >= since);
    },
    async resend() {
      const resent: string[] = [];
      for (const { lead } of await deadLetters()) {
        await queue.send(lead);
        await call("/unbury", { keys: [deadLetterKey(lead)] });
        resent.push(lead.submissionId);
      }
      return resent;
    },
    spend: async (proof, expiresAt) => (await call("/spend", { proof, expiresAt })).status !== 409,
  };
}
