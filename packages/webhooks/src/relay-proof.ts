/**
 * Solves the relay's proof-of-work challenge in the browser (ALTCHA's protocol, WebCrypto's PBKDF2)
 * and packs the solution as the relay reads it. Its own module, imported only when a form first
 * sends in `relay` mode, so the solver never weighs on a page's start-up.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** The value of the proof header for `challenge`; throws when it cannot be solved in time. */
export async function solveProof(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("The relay's challenge could not be solved in time.");
  return btoa(JSON.stringify({ challenge, solution }));
}
