import type { NewsletterPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import type { NewsletterMessages } from "./messages.js";
import { newsletterSchema, type NewsletterValues } from "./schema.js";

/**
 * The body of webhook call #1 from a valid sign-up, parsed with the form's `messages`. `source`
 * tells the two forms apart: "newsletter" for the standalone form, "newsletter-section" for the
 * home page section.
 */
export function toNewsletterPayload(
  values: NewsletterValues,
  now: Date,
  source: NewsletterPayload["source"],
  messages?: NewsletterMessages,
): NewsletterPayload {
  // Parsing again applies the schema's trimming; it throws only on unvalidated input.
  return { ...v.parse(newsletterSchema(messages), values), timestamp: now.toISOString(), source };
}
