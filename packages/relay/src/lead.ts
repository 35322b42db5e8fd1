import type { WebhookForm } from "@grand-river/webhooks";

/** One lead as the relay keeps it until the receiver has it: the visitor's body, byte for byte. */
export interface Lead {
  form: WebhookForm;
  /** The JSON text the visitor's form sent, checked against the form's schema, never re-encoded. */
  body: string;
  /** Names the lead to the receiver (`?submission=`), so a repeat delivery can be told apart. */
  submissionId: string;
  /** When the relay took it, as an ISO 8601 string. */
  receivedAt: string;
  /** A check's probe (`?probe=1`): delivered as one, so the receiver answers it and keeps nothing. */
  probe?: boolean;
}

/** Where the relay keeps a lead durably (a Cloudflare Queue, Netlify Blobs); resolves once it is kept. */
export interface LeadStore {
  keep(lead: Lead): Promise<void>;
}

/** The host's per-client rate limit: resolves false once `client` has sent too many leads lately. */
export interface RateLimit {
  allow(client: string): Promise<boolean>;
}
