import { choice, email, timestamp } from "./helpers.js";
import type { FormDefinition } from "./fields.js";

/** Call #1: a newsletter sign-up, from the standalone form (source "newsletter") or the home page's section. */
export const NEWSLETTER_FORM = {
  fields: { email },
  sent: { timestamp, source: choice("newsletter", "newsletter-section") },
  summary: ["email", "source"],
  subject: "email",
} as const satisfies FormDefinition;
