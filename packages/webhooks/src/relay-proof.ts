/**
 * Gets the relay's proof-of-work in the browser: fetches its challenge and solves it (ALTCHA's
 * protocol, WebCrypto's PBKDF2), packed as the relay reads it. Its own entry
 * (`@grand-river/webhooks/relay-proof`), for a site to import only once a visitor reaches a form in
 * `relay` mode (`relayProofs`), so the solver never weighs on a page, nor on a site that does not relay.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { WebhookError, type RelayProof } from "./client.js";
import { RELAY_CHALLENGE_PATH } from "./relay-facts.js";
import type { ProofSolver } from "./relay-proofs.js";

/**
 * The User Timing measure each solve leaves (the solve alone, not the fetches): seen in DevTools'
 * Timings track, and read by `pnpm bench:relay-proof` (scripts/bench/relay-proof.mjs).
 */
const SOLVE_MEASURE = "relay-proof-solve";

/** Fetches the challenge at `challengeUrl` and solves it; rejects when it cannot be had or solved. */
export const solveRelayChallenge: ProofSolver = async (challengeUrl, send, signal) => {
  const response = await send(challengeUrl, { signal, cache: "no-store" });
  if (!response.ok) throw new WebhookError("status", challengeUrl, { status: response.status });
  const challenge = (await response.json()) as Challenge;
  const started = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("The relay's challenge could not be solved in time.");
  performance.measure(SOLVE_MEASURE, { start: started });
  const expiresAt = challenge.parameters.expiresAt;
  return {
    header: btoa(JSON.stringify({ challenge, solution })),
    ...(expiresAt === undefined ? {} : { expiresAt: expiresAt * 1000 }),
  };
};

/** The proof header's value for a post to `address`, solved at the send; rejects when the challenge cannot be had or solved. */
export const relayProof: RelayProof = async (address, send, signal) =>
  (await solveRelayChallenge(new URL(RELAY_CHALLENGE_PATH, address).href, send, signal)).header;
