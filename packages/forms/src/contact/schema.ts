import { CONTACT_FIELDS } from "@grand-river/webhooks/definition/contact";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { line } from "../kinds/line.js";
import { email } from "../kinds/email.js";
import { paragraph } from "../kinds/paragraph.js";
import { contactMessages, type ContactMessages } from "./messages.js";

/** The kinds of its fields: what draws them and checks them. */
export const contactKinds = { line, email, paragraph };

/** The contact form (spec §5), from its definition, with the messages' `errors` (in English when not given). */
export function contactSchema(messages: ContactMessages = contactMessages) {
  return formSchema(CONTACT_FIELDS, contactKinds, messages.errors);
}

/** The contact form's schema with its English messages. */
export const ContactSchema = /* @__PURE__ */ contactSchema();

/** The contact form's values. */
export type ContactValues = v.InferInput<typeof ContactSchema>;
