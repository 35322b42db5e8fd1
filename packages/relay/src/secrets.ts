/** The host secret that holds the HMAC key signing the relay's proof-of-work challenges. */
export const PROOF_KEY_KEY = "LEADS_PROOF_KEY";
