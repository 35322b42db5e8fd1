import type { NewsletterPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import { NewsletterSchema, type NewsletterValues } from "./schema";

/**
 * The body of webhook call #1 from a valid sign-up. `source` tells the two forms apart:
 * "newsletter" for the standalone form, "newsletter-section" for the home page section.
 */
export function toNewsletterPayload(
  values: NewsletterValues,
  now: Date,
  source: NewsletterPayload["source"],
): NewsletterPayload {
  // Parsing again applies the schema's trimming; it throws only on unvalidated input.
  const { email } = v.parse(NewsletterSchema, values);
  return { email, timestamp: now.toISOString(), source };
}
