/**
 * The proof-of-work a visitor's browser solves before the relay takes its lead (ALTCHA): cheap for
 * one visitor, costly for a bot sending thousands. The challenge is signed with the relay's HMAC key,
 * so the relay keeps no record of the challenges it gave out; it checks the signature, the expiry and
 * the solution, and the handler then spends the proof in the relay's ledger, so it carries one lead. WebCrypto's PBKDF2, so the same code runs in Node, workerd and Netlify.
 */
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** The one algorithm the relay hands out and accepts. */
const ALGORITHM = "PBKDF2/SHA-256";

/** PBKDF2 rounds per attempt; with the default two-hex-digit prefix a browser makes ~256 attempts. */
const DEFAULT_PROOF_COST = 1_000;

/** How long a challenge may be solved and used, in seconds: time to fill in a long form. */
const CHALLENGE_LIFETIME_SECONDS = 60 * 60;

/** A new signed challenge for a form to solve. `cost` is the PBKDF2 rounds per attempt. */
export function newChallenge(key: string, cost: number = DEFAULT_PROOF_COST): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    deriveKey,
    hmacSignatureSecret: key,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
  });
}

/** A solved challenge: its signature, which names it, and when it expires (ms since 1970). */
interface SolvedProof {
  signature: string;
  expiresAt: number;
}

/**
 * The challenge in `header` (base64 JSON `{ challenge, solution }`, the widget's payload) when it is
 * a solved, unexpired challenge of ours; else undefined.
 */
export async function solvedProof(header: string | null, key: string): Promise<SolvedProof | undefined> {
  if (!header) return undefined;
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(atob(header)) as typeof payload;
  } catch {
    return undefined;
  }
  const { challenge, solution } = payload;
  if (!challenge?.parameters || !solution || challenge.parameters.algorithm !== ALGORITHM) return undefined;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
    if (!result.verified || typeof challenge.signature !== "string") return undefined;
    const expiresAt = (challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_LIFETIME_SECONDS) * 1000;
    return { signature: challenge.signature, expiresAt };
  } catch {
    // A tampered payload can make the library throw (a bad number, a wrong length): it is no proof.
    return undefined;
  }
}
