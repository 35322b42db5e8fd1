/** The forms the inbox accepts at `POST /<form>`; the same list as WEBHOOK_FORMS. */
export declare const INBOX_FORMS: readonly ["newsletter", "report", "playbook", "contact", "worklog"];

/** One of the forms the inbox accepts. */
export type InboxForm = (typeof INBOX_FORMS)[number];

/** One stored request, as kept in memory and written as one line of the JSONL file. */
export interface InboxSubmission {
  form: InboxForm;
  /** When the inbox received it, as an ISO 8601 string. */
  receivedAt: string;
  /** The request's Content-Type header as sent (text/plain from a no-cors browser call), or null. */
  contentType: string | null;
  /** The parsed JSON body. */
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
}

/** A running inbox. */
export interface Inbox {
  /** The origin it listens on, such as http://127.0.0.1:8787. */
  url: string;
  /** The absolute path of the JSONL file it appends to. */
  file: string;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
  /** What arrived since start or since the last DELETE /submissions, optionally for one form. */
  submissions(form?: InboxForm): InboxSubmission[];
}

/** Starts the local webhook inbox and resolves once it listens. */
export declare function startInbox(options?: InboxOptions): Promise<Inbox>;
