/**
 * The proof-of-work a visitor's browser solves before the relay takes its lead (ALTCHA): cheap for
 * one visitor, costly for a bot sending thousands. The challenge is signed with the relay's HMAC key,
 * so the relay keeps no record of the challenges it gave out; it only checks the signature, the
 * expiry and the solution. WebCrypto's PBKDF2, so the same code runs in Node, workerd and Netlify.
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

/** Whether `header` (base64 JSON `{ challenge, solution }`, the widget's payload) is a solved, unexpired challenge of ours. */
export async function proofSolved(header: string | null, key: string): Promise<boolean> {
  if (!header) return false;
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(atob(header)) as typeof payload;
  } catch {
    return false;
  }
  const { challenge, solution } = payload;
  if (!challenge?.parameters || !solution || challenge.parameters.algorithm !== ALGORITHM) return false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
    return result.verified;
  } catch {
    // A tampered payload can make the library throw (a bad number, a wrong length): it is no proof.
    return false;
  }
}
