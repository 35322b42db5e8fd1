import * as v from "valibot";
import { emailAddress } from "../validation/emailAddress.js";
import { newsletterMessages, type NewsletterMessages } from "./messages.js";

/**
 * The newsletter sign-up, used by the standalone form and the home page section alike, with the
 * messages' `errors` (in English when not given).
 */
export function newsletterSchema(messages: NewsletterMessages = newsletterMessages) {
  const { required, invalidEmail, tooLong } = messages.errors;
  return v.object({ email: emailAddress(required, invalidEmail, tooLong) });
}

/** The newsletter sign-up's schema with its English messages. */
export const NewsletterSchema = /* @__PURE__ */ newsletterSchema();

/** The newsletter form's values. */
export type NewsletterValues = v.InferInput<typeof NewsletterSchema>;
