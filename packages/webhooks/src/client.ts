import type { WebhookForm, WebhookUrls } from "./forms.js";
import type { Payload } from "./payloads.js";
import { PROOF_HEADER } from "./relay-facts.js";
import type { WebhookMode } from "./settings.js";

/** How long a webhook call may hang before it is given up, in milliseconds. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Why a webhook call failed: the network refused it, it hung too long, the caller aborted it, or (in
 * `cors` and `relay` modes, where the reply can be read) the receiver answered with a status other
 * than 2xx: in `relay` mode 429 means too many tries from this visitor, wait a minute.
 */
export type WebhookFailure = "network" | "timeout" | "aborted" | "status";

export type { WebhookMode };

/** The one error a webhook call rejects with, so forms can show their failure toast. */
export class WebhookError extends Error {
  override readonly name = "WebhookError";
  /** Why the call failed. */
  readonly reason: WebhookFailure;
  /** The address that was called. */
  readonly url: string;
  /** The receiver's answer, when `reason` is "status". */
  readonly status: number | undefined;

  constructor(reason: WebhookFailure, url: string, options?: { cause?: unknown; status?: number }) {
    super(webhookErrorMessage(reason, url, options?.status), options);
    this.reason = reason;
    this.url = url;
    this.status = options?.status;
  }
}

function webhookErrorMessage(reason: WebhookFailure, url: string, status: number | undefined): string {
  switch (reason) {
    case "network":
      return `The webhook at ${url} could not be reached.`;
    case "timeout":
      return `The webhook at ${url} did not answer in time.`;
    case "aborted":
      return `The call to the webhook at ${url} was cancelled.`;
    case "status":
      return `The webhook at ${url} answered ${String(status)}, not 2xx.`;
  }
}

/**
 * The most a browser lets all of a page's `keepalive` requests carry at once, in bytes. A body
 * within it outlives the page: a visitor who presses Send and leaves at once still sends.
 */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

/** The query parameter that carries a submission's id to the receiver. */
export const SUBMISSION_PARAMETER = "submission";

/** What every receiver here takes as a submission id (the inbox, n8n's workflow, the relay). */
export const SUBMISSION_ID = /^[\x21-\x7e]{1,200}$/;

/** Why a submission id outside SUBMISSION_ID is refused, in the words every receiver answers. */
export const SUBMISSION_ID_RULE = "The submission id must be 1 to 200 printable ASCII characters.";

/** Fetches and solves the relay's challenge for a post to `address`: the proof header's value. */
export type RelayProof = (address: string, send: typeof fetch, signal: AbortSignal) => Promise<string>;

/** Options for one webhook call. */
export interface PostWebhookOptions {
  /** Give up after this many milliseconds; defaults to 10 000. */
  timeoutMs?: number;
  /** The fetch to use; defaults to the global one. Tests pass a fake. */
  fetch?: typeof fetch;
  /** Cancels the call, for example when the form unmounts. */
  signal?: AbortSignal;
  /** `no-cors` (default, spec §7), or `cors` or `relay`, which read the reply: only a 2xx is success. */
  mode?: WebhookMode;
  /**
   * In `relay` mode, gets the proof-of-work for a post to `address`: pass `relayProofs(…).proof`,
   * whose solver (`@grand-river/webhooks/relay-proof`, through a dynamic import) is loaded only once
   * a visitor reaches a form. Without it the post carries no proof, and the relay refuses it.
   */
  proof?: RelayProof;
  /**
   * Names the submission to the receiver as `?submission=<id>` on the address, leaving the body as
   * the spec has it. Give every retry of one draft the same id, and the next draft a new one, so a
   * receiver can drop a repeat that a lost reply caused.
   */
  submissionId?: string;
}

/**
 * Posts `body` as JSON to a third-party webhook. Resolves once the request went through (`no-cors`)
 * or the receiver accepted it (`cors`); rejects with a `WebhookError` otherwise.
 *
 * In `no-cors` mode (the default, spec §7) the browser drops the `application/json` content type,
 * which is not CORS-safelisted, and sends `text/plain`, so receivers must parse the body as JSON
 * whatever its content type. The reply is opaque: its status cannot be read, so success means only
 * "the request did not throw". In `cors` mode the body is labelled `text/plain` outright, so the
 * request still needs no preflight, and the reply's status decides: any 2xx is success, whatever
 * its body; anything else rejects with reason "status". The receiver must then answer CORS for the
 * site's origin, or every send looks failed although it arrived.
 *
 * In `relay` mode `url` is the site's own lead endpoint (`/api/leads/<form>`): the call first gets
 * the relay's proof-of-work (`options.proof`), sends it in a header so the body stays exactly the
 * spec's, and reads the answer as in `cors` mode.
 *
 * Every call is `keepalive` when its body fits the browser's 64 KB allowance, so leaving the page
 * right after sending does not cancel it.
 */
export async function postWebhook(url: string, body: unknown, options: PostWebhookOptions = {}): Promise<void> {
  const { timeoutMs = DEFAULT_WEBHOOK_TIMEOUT_MS, signal, mode = "no-cors", submissionId } = options;
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

  // Called as a method, never detached: browsers throw "Illegal invocation" for an unbound fetch.
  const send: typeof fetch = (input, init) =>
    options.fetch ? options.fetch(input, init) : globalThis.fetch(input, init);
  const text = JSON.stringify(body);
  let response: Response;
  try {
    const target = addressOf(url, submissionId);
    const sending = (async () => {
      const proof = mode === "relay" ? await options.proof?.(target, send, controller.signal) : undefined;
      const init: RequestInit = {
        method: "POST",
        mode: mode === "relay" ? "same-origin" : mode,
        // cors: text/plain is CORS-safelisted, so no preflight; no-cors: the browser sends text/plain anyway.
        headers: {
          "Content-Type": mode === "cors" ? "text/plain;charset=UTF-8" : "application/json",
          ...(proof === undefined ? {} : { [PROOF_HEADER]: proof }),
        },
        body: text,
        // Over the allowance the browser would refuse the request outright; without keepalive it still
        // goes, only not past the page's end.
        keepalive: new TextEncoder().encode(text).byteLength <= KEEPALIVE_BODY_LIMIT,
        signal: controller.signal,
      };
      return send(target, init);
    })();
    response = await Promise.race([sending, aborted]);
  } catch (error) {
    throw failure ?? (error instanceof WebhookError ? error : new WebhookError("network", url, { cause: error }));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
  if (mode !== "no-cors" && !response.ok) throw new WebhookError("status", url, { status: response.status });
}

/**
 * `url` as a full address (a relay path is on the page's own origin) with `?submission=<id>` set
 * when given, keeping any query it already has.
 */
function addressOf(url: string, submissionId: string | undefined): string {
  if (submissionId === undefined && /^https?:/.test(url)) return url;
  // Node (tests, the check) has no page to be relative to: there the address must be full.
  const address = new URL(url, typeof location === "undefined" ? undefined : location.href);
  if (submissionId !== undefined) address.searchParams.set(SUBMISSION_PARAMETER, submissionId);
  return address.href;
}

/** Options shared by every call of a webhook client: its mode, timeout and fetch. */
export type WebhookClientOptions = Omit<PostWebhookOptions, "signal" | "submissionId">;

/** Options for a single call of a webhook client: its abort signal and submission id. */
export type WebhookCallOptions = Pick<PostWebhookOptions, "signal" | "submissionId">;

/** One typed method per webhook call of spec §7, named after its form, taking that form's payload. */
export type WebhookClient = {
  readonly [Form in WebhookForm]: (body: Payload<Form>, options?: WebhookCallOptions) => Promise<void>;
};

/** Binds each form's payload type to its webhook address. */
export function createWebhookClient(urls: WebhookUrls, options: WebhookClientOptions = {}): WebhookClient {
  // Built from the addresses themselves, so the browser carries no list of forms of its own.
  return Object.fromEntries(
    Object.entries(urls).map(([form, url]) => [
      form,
      (body: unknown, call: WebhookCallOptions = {}) => postWebhook(url, body, { ...options, ...call }),
    ]),
  ) as unknown as WebhookClient;
}
