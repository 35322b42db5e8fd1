/**
 * One webhook, asked once from Node the way a visitor's browser asks it: a `text/plain` POST of a
 * JSON body (what both `no-cors` and `cors` mode send; CORS-safelisted, so a browser sends no
 * preflight before it), with the site's `Origin`, to learn what the browser cannot tell in
 * `no-cors` mode: the status, and whether the reply would let the site read it.
 */

import { NOT_ANNOUNCED_HEADER, PROBE_PARAMETER } from "../probe-marker.js";

/** What came back from one webhook. */
export type ProbeResult =
  | {
      reached: true;
      status: number;
      allowOrigin: string | null;
      location: string | null;
      answer: string;
      /** The submission ids of leads the receiver kept but could not announce. */
      notAnnounced: string[];
    }
  | { reached: false; failure: string };

/** How much of a reply's text is kept to show: enough for a receiver's one-line reason. */
const ANSWER_CHARACTERS = 300;

/**
 * Posts `body` to `url` with `?submission=<submissionId>&probe=1` (a receiver checks a probe and
 * answers as for a lead, but keeps and sends nothing) and reports what answered.
 */
export async function probeWebhook({
  url,
  body,
  origin,
  submissionId,
  timeoutMs,
  headers: extra = {},
}: {
  url: string;
  body: unknown;
  origin?: string;
  submissionId: string;
  timeoutMs: number;
  /** Sent besides: in relay mode the relay's secret, as the relay sends it. */
  headers?: Record<string, string>;
}): Promise<ProbeResult> {
  const target = new URL(url);
  target.searchParams.set("submission", submissionId);
  target.searchParams.set(PROBE_PARAMETER, "1");
  const headers: Record<string, string> = { "Content-Type": "text/plain;charset=UTF-8", ...extra };
  if (origin) headers.Origin = origin;
  try {
    const response = await fetch(target, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      // A browser follows a redirect, turning the POST into a GET that carries no lead: report it.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = await startOf(response);
    return {
      reached: true,
      status: response.status,
      allowOrigin: response.headers.get("access-control-allow-origin"),
      location: response.headers.get("location"),
      answer,
      notAnnounced: (response.headers.get(NOT_ANNOUNCED_HEADER) ?? "").split(/\s+/).filter(Boolean),
    };
  } catch (error) {
    return { reached: false, failure: failureOf(error, timeoutMs) };
  }
}

/**
 * The first ANSWER_CHARACTERS of a reply's text, reading no more of it than that: a receiver that
 * answers with a huge body (or one that never ends) costs the check nothing.
 */
async function startOf(response: Response) {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < ANSWER_CHARACTERS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, ANSWER_CHARACTERS);
}

/**
 * Why a request got no answer, in words.
 */
function failureOf(error: unknown, timeoutMs: number) {
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string }) : undefined;
  const code = cause?.code ?? "";
  const known = {
    ECONNREFUSED: "nothing listens there (connection refused)",
    ENOTFOUND: "the host name does not resolve",
    EAI_AGAIN: "the host name could not be looked up",
    ECONNRESET: "the connection was cut",
    CERT_HAS_EXPIRED: "its TLS certificate has expired",
    DEPTH_ZERO_SELF_SIGNED_CERT: "its TLS certificate is self-signed",
    ERR_TLS_CERT_ALTNAME_INVALID: "its TLS certificate is for another host name",
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its TLS certificate cannot be verified",
  };
  if (code in known) return known[code as keyof typeof known];
  return cause?.message || (error instanceof Error ? error.message : String(error));
}
