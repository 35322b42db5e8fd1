import { NEWSLETTER_FORM } from "@grand-river/webhooks";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { newsletterMessages, type NewsletterMessages } from "./messages.js";

/** The newsletter sign-up, used by the standalone form and the home page section alike, from its definition, with the messages' `errors` (in English when not given). */
export function newsletterSchema(messages: NewsletterMessages = newsletterMessages) {
  return formSchema(NEWSLETTER_FORM, messages.errors);
}

/** The newsletter sign-up's schema with its English messages. */
export const NewsletterSchema = /* @__PURE__ */ newsletterSchema();

/** The newsletter form's values. */
export type NewsletterValues = v.InferInput<typeof NewsletterSchema>;
