/**
 * What one webhook's answer means for a live site, and what to do about it. A webhook that is
 * unreachable, redirects, or answers anything but 2xx loses leads: in `no-cors` mode the browser
 * cannot see the answer and tells the visitor it was sent. A webhook without CORS for the site's
 * origin receives leads fine in `no-cors` mode, but in `cors` mode every visitor would see an error
 * for a lead that arrived. In `relay` mode the relay posts from the site's host, so CORS is moot.
 */

import type { WebhookMode } from "../settings.js";
import type { ProbeResult } from "./probe.js";

/** Whether a webhook is ready for a live site. */
type Verdict = "ok" | "warning" | "failed";

/** A webhook's answer and CORS as shown, its verdict, and what to do. */
interface Assessment {
  answer: string;
  cors: string;
  verdict: Verdict;
  fixes: string[];
}

export function assess(
  result: ProbeResult,
  { mode, origin }: { mode: WebhookMode; origin: string | undefined },
): Assessment {
  if (!result.reached) {
    return {
      answer: "no answer",
      cors: "-",
      verdict: "failed",
      fixes: [
        `No answer: ${result.failure}. Check the address for typos, and that the workflow service is up and reachable from the internet.`,
      ],
    };
  }
  const fixes: string[] = [];
  const { status } = result;
  const ok = status >= 200 && status < 300;
  if (!ok) fixes.push(statusFix(status, result.location, result.answer));

  // In relay mode the site's relay posts from its server, where CORS plays no part.
  const cors = mode === "relay" ? "not needed (relay)" : corsOf(result.allowOrigin, origin);
  const corsMissing = mode !== "relay" && cors !== "yes" && cors !== "yes (any origin)";
  if (corsMissing && ok) {
    const allow = origin
      ? `answer Access-Control-Allow-Origin: ${origin} (n8n: the Webhook node's Options, Allowed Origins (CORS))`
      : "set VITE_SITE_ORIGIN or pass --origin, so the check can tell whether it answers CORS for the site";
    fixes.push(
      mode === "cors"
        ? `No CORS for the site in cors mode: the lead arrives, but every visitor sees an error and may send it again. Make the receiver ${allow}, or set VITE_WEBHOOK_MODE=no-cors.`
        : `No CORS for the site: fine in no-cors mode, but do not switch VITE_WEBHOOK_MODE to cors until the receiver will ${allow}.`,
    );
  }
  const { notAnnounced } = result;
  if (notAnnounced.length > 0) {
    fixes.push(
      `${notAnnounced.length} lead${notAnnounced.length === 1 ? " was" : "s were"} kept but never e-mailed to the agency ` +
        `(submission ${notAnnounced.join(", ")}): the e-mail step failed, even after its retries. Read ` +
        `${notAnnounced.length === 1 ? "it" : "them"} in the leads table (announced: false), fix the SMTP settings and run ` +
        "provision again; a lead is e-mailed when it is posted again with its id, or set its announced to true once handled.",
    );
  }
  const verdict: Verdict =
    !ok || (corsMissing && mode === "cors") || notAnnounced.length > 0 ? "failed" : corsMissing ? "warning" : "ok";
  return { answer: String(status), cors, verdict, fixes };
}

/**
 * @param allowOrigin the reply's Access-Control-Allow-Origin
 * @param origin the site's origin
 */
function corsOf(allowOrigin: string | null, origin: string | undefined) {
  if (!origin) return "not checked";
  if (allowOrigin === null) return "no";
  if (allowOrigin.trim() === "*") return "yes (any origin)";
  if (allowOrigin.trim() === origin) return "yes";
  return `no (answers ${allowOrigin.slice(0, 60)})`;
}

/**
 * What a status other than 2xx means and how to fix it.
 * @param answer the start of the reply's text
 */
function statusFix(status: number, location: string | null, answer: string) {
  const said = answer.trim() ? ` It said: "${answer.trim().replace(/\s+/g, " ").slice(0, 160)}"` : "";
  if (status >= 300 && status < 400) {
    return `Answered ${status}, a redirect${location ? ` to ${location}` : ""}: a browser would follow it and the lead would not arrive as posted. Set the address to where it leads.`;
  }
  if (status === 404 || status === 410) {
    return `Answered ${status}: no workflow listens at this address. The workflow is switched off, or the address changed (n8n: activate the workflow and copy its Production URL, not the Test URL; Make and Zapier: copy the hook's current address).${said}`;
  }
  if (status === 401 || status === 403) {
    return `Answered ${status}: the receiver wants credentials that a visitor's browser cannot send. Remove the authentication from this webhook, or use a secret path instead.${said}`;
  }
  if (status === 405) return `Answered 405: the receiver does not take POST. Set its HTTP method to POST.${said}`;
  if (status === 413) {
    return `Answered 413: the receiver's body limit is below what the forms send (up to 64 KB). Raise it.${said}`;
  }
  if (status === 429) {
    return `Answered 429: the receiver is rate-limited or out of its plan's quota, and drops leads until it recovers.${said}`;
  }
  if (status >= 400 && status < 500) {
    return `Answered ${status}: the receiver refused the test submission, which has every field of spec §7. Compare its checks with the fields in the webhooks package's README.${said}`;
  }
  return `Answered ${status}: the workflow failed while handling the test submission. Open its executions, fix the failing step, and run the check again.${said}`;
}
