import { NEWSLETTER_FIELDS } from "@grand-river/webhooks/definition/newsletter";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { email } from "../kinds/email.js";
import { newsletterMessages, type NewsletterMessages } from "./messages.js";

/** The kinds of its fields: what draws them and checks them. */
export const newsletterKinds = { email };

/** The newsletter sign-up, used by the standalone form and the home page section alike, from its definition, with the messages' `errors` (in English when not given). */
export function newsletterSchema(messages: NewsletterMessages = newsletterMessages) {
  return formSchema(NEWSLETTER_FIELDS, newsletterKinds, messages.errors);
}

/** The newsletter sign-up's schema with its English messages. */
export const NewsletterSchema = /* @__PURE__ */ newsletterSchema();

/** The newsletter form's values. */
export type NewsletterValues = v.InferInput<typeof NewsletterSchema>;
