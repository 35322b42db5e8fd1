/**
 * Relay mode's proofs-of-work, solved before the visitor sends: a form calls `prepare` when the
 * visitor reaches it (focus moves into it, or they type in it), which fetches the solver and the
 * relay's challenge and solves it while they fill the form in, so the send waits for nothing. No
 * page loads the solver or asks for a challenge before that. Each proof is used for one send; an
 * expired one, or one whose solving failed, is replaced by a new one at the send.
 */
import type { RelayProof } from "./client.js";
import { RELAY_CHALLENGE_PATH } from "./relay-facts.js";

/** A solved challenge: the proof header's value, and when the challenge expires (ms since 1970), if ever. */
export interface SolvedProof {
  header: string;
  expiresAt?: number;
}

/** Fetches the challenge at `challengeUrl` with `send` and solves it (`solveRelayChallenge`). */
export type ProofSolver = (challengeUrl: string, send: typeof fetch, signal?: AbortSignal) => Promise<SolvedProof>;

/** Relay mode's proofs: `prepare` for a form reached, `proof` for the client's option of that name. */
export interface RelayProofs {
  /** Gets a proof ready for the next send, unless a good one is ready or on its way. */
  prepare: () => void;
  /** The ready proof when it is still good, else a new one; either way used for this send only. */
  proof: RelayProof;
}

/** What `relayProofs` may be given besides the solver; tests give all of it. */
export interface RelayProofsOptions {
  /** The page the relay's challenge path is resolved against; the current page's address by default. */
  base?: () => string;
  /** The fetch `prepare` uses; the global one by default. */
  fetch?: typeof fetch;
  /** The clock, in ms since 1970. */
  now?: () => number;
}

/** A proof this close to its expiry is not sent: it might reach the relay too late. */
const EXPIRY_MARGIN_MS = 60_000;

/** Proofs solved ahead by the solver `load` resolves to (imported only once a form is reached or sends). */
export function relayProofs(load: () => Promise<ProofSolver>, options: RelayProofsOptions = {}): RelayProofs {
  const { base = () => location.href, now = Date.now } = options;
  // Called as a method, never detached: browsers throw "Illegal invocation" for an unbound fetch.
  const send: typeof fetch = (input, init) =>
    options.fetch ? options.fetch(input, init) : globalThis.fetch(input, init);
  let ready: { solving: Promise<SolvedProof>; expiresAt?: number; failed?: boolean } | undefined;
  const good = (expiresAt: number | undefined) => expiresAt === undefined || expiresAt - EXPIRY_MARGIN_MS > now();
  const solve = async (address: string, fetcher: typeof fetch, signal?: AbortSignal) =>
    (await load())(new URL(RELAY_CHALLENGE_PATH, address).href, fetcher, signal);

  return {
    prepare() {
      if (ready && !ready.failed && good(ready.expiresAt)) return;
      const held: NonNullable<typeof ready> = { solving: solve(base(), send) };
      held.solving.then(
        (solved) => (held.expiresAt = solved.expiresAt),
        () => (held.failed = true),
      );
      ready = held;
    },
    async proof(address, fetcher, signal) {
      const held = ready;
      ready = undefined;
      const solved = await held?.solving.catch(() => undefined);
      if (solved && good(solved.expiresAt)) return solved.header;
      return (await solve(address, fetcher, signal)).header;
    },
  };
}
