/**
 * Every answer the relay gives a visitor, one row each: the status says what happened, the short
 * plain-text body says why, and nothing of the server behind it (no stack, no receiver address).
 */
import { SUBMISSION_ID_RULE } from "@grand-river/webhooks";

export const ANSWERS = {
  accepted: { status: 202, text: "Lead kept: it is on its way." },
  unknownForm: { status: 404, text: "There is no such form." },
  wrongMethod: { status: 405, text: "Leads are sent with POST." },
  otherOrigin: { status: 403, text: "Leads are taken only from the site's own pages." },
  noProof: { status: 403, text: "The form's check that a person is sending was not solved." },
  proofSpent: { status: 403, text: "The form's check that a person is sending was used already: send again." },
  notTheOwner: { status: 403, text: "Only the site's owner may read what the relay kept." },
  tooLarge: { status: 413, text: "The lead is larger than 64 KB." },
  notJson: { status: 400, text: "The lead is not JSON." },
  badShape: { status: 422, text: "The lead does not fit the form" },
  // What n8n would refuse on every try is refused here, while the visitor can still be told.
  badSubmission: { status: 422, text: SUBMISSION_ID_RULE },
  tooMany: { status: 429, text: "Too many tries from here: wait a minute, then send again." },
  notKept: { status: 503, text: "The lead could not be kept just now: please send again." },
  notSetUp: { status: 503, text: "Leads cannot be taken yet: the site's relay is not set up." },
} as const satisfies Record<string, { status: number; text: string }>;

/** One of the relay's answers. */
export type Answer = keyof typeof ANSWERS;

/** The `answer` row as a response, with `detail` after its text when given (a schema's problems). */
export function respond(answer: Answer, detail?: string, headers: Record<string, string> = {}): Response {
  const { status, text } = ANSWERS[answer];
  return new Response(detail ? `${text}: ${detail}` : text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
