import { CONTACT_FORM } from "@grand-river/webhooks";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { contactMessages, type ContactMessages } from "./messages.js";

/** The contact form (spec §5), from its definition, with the messages' `errors` (in English when not given). */
export function contactSchema(messages: ContactMessages = contactMessages) {
  return formSchema(CONTACT_FORM, messages.errors);
}

/** The contact form's schema with its English messages. */
export const ContactSchema = /* @__PURE__ */ contactSchema();

/** The contact form's values. */
export type ContactValues = v.InferInput<typeof ContactSchema>;
