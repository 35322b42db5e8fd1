import type { WebhookUrls } from "./endpoints";
import type { ContactPayload, NewsletterPayload, PlaybookPayload, ReportPayload, WorklogPayload } from "./payloads";

/** How long a webhook call may hang before it is given up, in milliseconds. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** Why a webhook call failed: the network refused it, it hung too long, or the caller aborted it. */
export type WebhookFailure = "network" | "timeout" | "aborted";

/** The one error a webhook call rejects with, so forms can show their failure toast. */
export class WebhookError extends Error {
  override readonly name = "WebhookError";
  /** Why the call failed. */
  readonly reason: WebhookFailure;
  /** The address that was called. */
  readonly url: string;

  constructor(reason: WebhookFailure, url: string, options?: { cause?: unknown }) {
    super(webhookErrorMessage(reason, url), options);
    this.reason = reason;
    this.url = url;
  }
}

function webhookErrorMessage(reason: WebhookFailure, url: string): string {
  switch (reason) {
    case "network":
      return `The webhook at ${url} could not be reached.`;
    case "timeout":
      return `The webhook at ${url} did not answer in time.`;
    case "aborted":
      return `The call to the webhook at ${url} was cancelled.`;
  }
}

/** Options for one webhook call. */
export interface PostWebhookOptions {
  /** Give up after this many milliseconds; defaults to 10 000. */
  timeoutMs?: number;
  /** The fetch to use; defaults to the global one. Tests pass a fake. */
  fetch?: typeof fetch;
  /** Cancels the call, for example when the form unmounts. */
  signal?: AbortSignal;
}

/**
 * Posts `body` as JSON to a third-party webhook and resolves once the request went through.
 *
 * The webhook service sends no CORS headers, so the call uses `mode: "no-cors"`. In that mode the
 * browser drops the `application/json` content type (it is not CORS-safelisted) and sends
 * `text/plain`, so receivers must parse the body as JSON whatever its content type. The response
 * is opaque: its status cannot be read, so success means only "the request did not throw".
 */
export async function postWebhook(url: string, body: unknown, options: PostWebhookOptions = {}): Promise<void> {
  const { timeoutMs = DEFAULT_WEBHOOK_TIMEOUT_MS, signal } = options;
  if (signal?.aborted) throw new WebhookError("aborted", url, { cause: signal.reason });

  const controller = new AbortController();
  let failure: WebhookError | undefined;
  // Rejects when the call is aborted even if a fetch ignores its signal, so a hung request
  // always ends in the form's error toast rather than a button stuck on "Sending...".
  // It rejects only through `abort` below, which the timer and the caller's signal reach only once
  // the race further down holds it (both are removed when the call ends), so the race always
  // handles the rejection; without an abort it never settles, and nothing is left unhandled.
  let rejectAborted!: (error: WebhookError) => void;
  const aborted = new Promise<never>((_, reject) => {
    rejectAborted = reject;
  });
  const abort = (reason: WebhookFailure, cause?: unknown) => {
    failure = new WebhookError(reason, url, { cause });
    controller.abort(failure);
    rejectAborted(failure);
  };
  const timer = setTimeout(() => abort("timeout"), timeoutMs);
  const onCallerAbort = () => abort("aborted", signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  const init: RequestInit = {
    method: "POST",
    mode: "no-cors",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    signal: controller.signal,
  };
  try {
    // Called as a method, never detached: browsers throw "Illegal invocation" for an unbound fetch.
    const request = options.fetch ? options.fetch(url, init) : globalThis.fetch(url, init);
    await Promise.race([request, aborted]);
  } catch (error) {
    throw failure ?? new WebhookError("network", url, { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

/** Options shared by every call of a webhook client. */
export type WebhookClientOptions = Omit<PostWebhookOptions, "signal">;

/** Options for a single call of a webhook client. */
export type WebhookCallOptions = Pick<PostWebhookOptions, "signal">;

/** One typed method per webhook call of spec §7. */
export interface WebhookClient {
  /** Call #1: a newsletter sign-up. */
  newsletter(body: NewsletterPayload, options?: WebhookCallOptions): Promise<void>;
  /** Call #2: the AI Strategy Report details. */
  report(body: ReportPayload, options?: WebhookCallOptions): Promise<void>;
  /** Call #3: a Weekly AI Playbook sign-up. */
  playbook(body: PlaybookPayload, options?: WebhookCallOptions): Promise<void>;
  /** Call #4: a contact message. */
  contact(body: ContactPayload, options?: WebhookCallOptions): Promise<void>;
  /** Call #5: a work-log entry. */
  worklog(body: WorklogPayload, options?: WebhookCallOptions): Promise<void>;
}

/** Binds each form's payload type to its webhook address. */
export function createWebhookClient(urls: WebhookUrls, options: WebhookClientOptions = {}): WebhookClient {
  const post = (url: string, body: unknown, call: WebhookCallOptions = {}) =>
    postWebhook(url, body, { ...options, ...call });
  return {
    newsletter: (body, call) => post(urls.newsletter, body, call),
    report: (body, call) => post(urls.report, body, call),
    playbook: (body, call) => post(urls.playbook, body, call),
    contact: (body, call) => post(urls.contact, body, call),
    worklog: (body, call) => post(urls.worklog, body, call),
  };
}
