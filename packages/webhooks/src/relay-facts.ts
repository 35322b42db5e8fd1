/**
 * What the browser, the relay on the site's own origin and the receiver agree on in `relay` mode,
 * written once: where leads are posted, where the proof-of-work challenge comes from, which header
 * carries the solved proof (outside the body, so the body stays exactly the spec's), and which
 * header carries the relay's secret to the receiver.
 */

/** The path under which the relay takes leads: `POST /api/leads/<form>`. */
export const RELAY_PATH = "/api/leads";

/** Where a form fetches its proof-of-work challenge: `GET /api/leads/challenge`. */
export const RELAY_CHALLENGE_PATH = `${RELAY_PATH}/challenge`;

/** The request header that carries the solved ALTCHA proof (base64 JSON, as the widget gives it). */
export const PROOF_HEADER = "X-Altcha";

/** The header the relay sends to the receiver with the shared secret; the receiver refuses posts without it. */
export const RELAY_SECRET_HEADER = "X-Relay-Secret";

/** The environment variable that holds that shared secret, for the relay and for `provision`. */
export const RELAY_SECRET_KEY = "LEADS_RELAY_SECRET";

/**
 * What the relay keeps of its deliveries (dead letters, failed tries, probes' outcomes): `GET` reads
 * it and `POST …/resend` sends the dead letters back, each with the relay's secret in its header.
 */
export const RELAY_LEDGER_PATH = `${RELAY_PATH}/ledger`;
