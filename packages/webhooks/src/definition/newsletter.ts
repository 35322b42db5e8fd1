import type { FormDefinition, FormFields } from "./fields.js";

/** What a visitor gives to sign up for the newsletter. */
export const NEWSLETTER_FIELDS = { email: { kind: "email" } } as const satisfies FormFields;

/** Call #1: a newsletter sign-up, from the standalone form (source "newsletter") or the home page's section. */
export const NEWSLETTER_FORM = {
  fields: NEWSLETTER_FIELDS,
  sent: { timestamp: { kind: "timestamp" }, source: { kind: "choice", options: ["newsletter", "newsletter-section"] } },
  summary: ["email", "source"],
  subject: "email",
} as const satisfies FormDefinition;
