/** The forms the inbox accepts at `POST /<form>`; the same list as WEBHOOK_FORMS. */
export declare const INBOX_FORMS: readonly ["newsletter", "report", "playbook", "contact", "worklog"];

/** The largest body the inbox takes, in bytes (64 KB, the browser's keepalive allowance); larger gets 413. */
export declare const INBOX_BODY_LIMIT: number;

/** The origins that get CORS when none are given: the local site at http://127.0.0.1:4173 and http://localhost:4173. */
export declare const DEFAULT_INBOX_ORIGINS: readonly ["http://127.0.0.1:4173", "http://localhost:4173"];

/** One of the forms the inbox accepts. */
export type InboxForm = (typeof INBOX_FORMS)[number];

/** One stored request, as kept in memory and written as one line of the JSONL file. */
export interface InboxSubmission {
  form: InboxForm;
  /** The `?submission=` id the client put on the address (the same for every retry of one draft), or null. */
  submission: string | null;
  /** When the inbox received it, as an ISO 8601 string. */
  receivedAt: string;
  /** The request's Content-Type header as sent (text/plain from a no-cors browser call), or null. */
  contentType: string | null;
  /** The parsed JSON body, which has spec §7's fields for `form` (anything else is refused with 400). */
  body: unknown;
}

/** How to start the inbox; every option has a default. */
export interface InboxOptions {
  /** Defaults to 8787; 0 picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The JSONL file to append to, relative to the working directory; defaults to .inbox/submissions.jsonl. */
  file?: string;
  /** Print a one-line summary per submission: true for the console, false for silence, or a function. */
  log?: boolean | ((line: string) => void);
  /**
   * The origins that get CORS and may read or clear the list from a browser (requests without an
   * Origin header, from Node or curl, always may). Defaults to DEFAULT_INBOX_ORIGINS.
   */
  origins?: readonly string[];
}

/** A running inbox. */
export interface Inbox {
  /** The origin it listens on, such as http://127.0.0.1:8787. */
  url: string;
  /** The absolute path of the JSONL file it appends to. */
  file: string;
  /** The origins that get CORS. */
  origins: readonly string[];
  /** Stops listening, drops open connections and closes the file once pending writes are on disk. */
  close(): Promise<void>;
  /**
   * What arrived since start or since the last DELETE /submissions, optionally for one form: the
   * most recent 1000 (at most 16 MB of them); the file keeps every one.
   */
  submissions(form?: InboxForm): InboxSubmission[];
}

/** Starts the local webhook inbox and resolves once it listens. */
export declare function startInbox(options?: InboxOptions): Promise<Inbox>;
