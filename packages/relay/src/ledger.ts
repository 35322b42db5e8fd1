/**
 * What the relay keeps of its deliveries, on the host's durable storage, so that no lead is given up
 * in silence: each lead it stopped trying (a dead letter, its body and why), the tries that failed
 * in the last day and each probe's outcome (what `grand-river-webhooks check` reads back), and the
 * proofs already spent (each is good for one lead).
 */
import type { WebhookForm } from "@grand-river/webhooks";
import type { Lead } from "./lead.js";

/** A lead the relay stopped trying, kept with its body until it is sent back. */
export interface DeadLetter {
  lead: Lead;
  /** Why it was given up: the receiver's refusal, or the tries running out. */
  reason: string;
  tries: number;
  /** When it was given up, ISO 8601. */
  at: string;
}

/** One try at delivering a lead that failed, or any try at delivering a probe. */
export interface DeliveryTry {
  submissionId: string;
  form: WebhookForm;
  probe: boolean;
  /** The receiver's status; 0 when it could not be reached, or the relay's settings are incomplete. */
  status: number;
  delivered: boolean;
  /** What the relay's own settings lack, when that stopped the try. */
  problem?: string;
  /** When it was tried, ISO 8601. */
  at: string;
}

/** The ledger on a host's storage: a Durable Object on Cloudflare, Netlify Blobs on Netlify. */
export interface RelayLedger {
  bury(letter: DeadLetter): Promise<void>;
  deadLetters(): Promise<DeadLetter[]>;
  record(tried: DeliveryTry): Promise<void>;
  /** The tries recorded in the last day (TRIES_KEPT_MS), oldest first. */
  tries(): Promise<DeliveryTry[]>;
  /** Puts every dead letter back for delivery, as a new lead with its id; resolves to their ids. */
  resend(): Promise<string[]>;
  /**
   * Marks `proof` (a challenge's signature) spent until `expiresAt` (ms since 1970); resolves false
   * when it was spent already.
   */
  spend(proof: string, expiresAt: number): Promise<boolean>;
}

/** How long a failed try is kept for the check: a day, enough for an hourly check to see it. */
export const TRIES_KEPT_MS = 24 * 60 * 60 * 1000;

/** The storage key of a dead letter: in the order the leads arrived, one per submission. */
export const deadLetterKey = (lead: Lead) => `dead-${lead.receivedAt}-${lead.submissionId}`;

/** The storage key of a recorded try: in the order tried. */
export const tryKey = (tried: DeliveryTry) => `tried-${tried.at}-${tried.submissionId}`;
