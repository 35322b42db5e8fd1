/**
 * What the relay's request-level tests share, whatever host adapter they drive: a solved proof as
 * a visitor's browser sends it, a lead request, and a counting rate limit.
 */
import { PROOF_HEADER, RELAY_CHALLENGE_PATH } from "@grand-river/webhooks";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { RelayLedgerObject, durableLedger, type LedgerNamespace } from "./cloudflare/ledger-object.js";
import type { Lead, RateLimit } from "./lead.js";
import type { RelayLedger } from "./ledger.js";

export const SITE = "https://leads.example";
export const PROOF_KEY = "test-proof-key";

/** A contact lead exactly as the contact form sends it. */
export const CONTACT_BODY = JSON.stringify({
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "",
  message: "We would like to automate our invoices.",
  timestamp: "2025-03-10T14:05:00.000Z",
});

/** Fetches a challenge from `handle` and solves it as the widget does: the value of the proof header. */
export async function solvedProof(handle: (request: Request) => Promise<Response>): Promise<string> {
  return solveProof(await handle(new Request(`${SITE}${RELAY_CHALLENGE_PATH}`)));
}

/** Solves the challenge in `response` (the relay's answer to `GET /api/leads/challenge`) as the widget does. */
export async function solveProof(response: Response): Promise<string> {
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The test could not solve the relay's challenge.");
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A lead post as a visitor's browser on the site sends it, with extra `headers` and a `query`. */
export function leadRequest(
  form: string,
  body: BodyInit,
  { headers, query = "" }: { headers?: Record<string, string>; query?: string } = {},
): Request {
  return new Request(`${SITE}/api/leads/${form}${query}`, {
    method: "POST",
    headers: { Origin: SITE, "Content-Type": "text/plain;charset=UTF-8", ...headers },
    body,
    // Node's Request needs this for a streamed body; browsers never stream a form's post.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
}

/** Allows `limit` posts per client, then refuses: the shape of every host's per-client limit. */
export function countingLimit(limit: number): RateLimit {
  const seen = new Map<string, number>();
  return {
    allow(client) {
      const count = (seen.get(client) ?? 0) + 1;
      seen.set(client, count);
      return Promise.resolve(count <= limit);
    },
  };
}

export { PROOF_HEADER };

/** A Durable Object's storage in memory: what the ledger object is given on this machine's tests. */
function memoryStorage() {
  const values = new Map<string, unknown>();
  return {
    get: <Value>(key: string) => Promise.resolve(values.get(key) as Value | undefined),
    put: (key: string, value: unknown) => Promise.resolve(void values.set(key, structuredClone(value))),
    delete: (keys: string[]) => Promise.resolve(keys.filter((key) => values.delete(key)).length),
    list: <Value>({ prefix }: { prefix: string }) =>
      Promise.resolve(
        new Map([...values].filter(([key]) => key.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b))) as Map<
          string,
          Value
        >,
      ),
  };
}

/**
 * The Cloudflare ledger (its Durable Object, on storage in memory), as the Worker reaches it, with
 * `queue` where resent leads go: the handler's and the consumer's tests keep their ledger in it.
 */
export function memoryLedger(queue: Lead[] = []): { ledger: RelayLedger; namespace: LedgerNamespace } {
  const object = new RelayLedgerObject({ storage: memoryStorage() });
  const namespace: LedgerNamespace = { idFromName: (name) => name, get: () => object };
  return {
    ledger: durableLedger(namespace, { send: (lead) => Promise.resolve(void queue.push(lead)) }),
    namespace,
  };
}
