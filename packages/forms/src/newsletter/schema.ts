import * as v from "valibot";
import { emailAddress } from "../validation/emailAddress";
import { mergeMessages } from "../words/mergeMessages";
import type { PartialMessages } from "../words/types";
import { newsletterMessages, type NewsletterMessages } from "./messages";

/**
 * The newsletter sign-up, used by the standalone form and the home page section alike, with the
 * messages' `errors` (the English defaults for any left out).
 */
export function newsletterSchema(messages?: PartialMessages<NewsletterMessages>) {
  const { required, invalidEmail, tooLong } = mergeMessages(newsletterMessages, messages).errors;
  return v.object({ email: emailAddress(required, invalidEmail, tooLong) });
}

/** The newsletter sign-up's schema with its English messages. */
export const NewsletterSchema = /* @__PURE__ */ newsletterSchema();

/** The newsletter form's values. */
export type NewsletterValues = v.InferInput<typeof NewsletterSchema>;
