import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits.js";
import { emailAddress } from "../validation/emailAddress.js";
import { optionalText } from "../validation/optionalText.js";
import { requiredText } from "../validation/requiredText.js";
import { contactMessages, type ContactMessages } from "./messages.js";

/**
 * The contact form: name, email and message required, phone optional (spec §5), with the
 * messages' `errors` (in English when not given).
 */
export function contactSchema(messages: ContactMessages = contactMessages) {
  const { required, invalidEmail, tooLong } = messages.errors;
  return v.object({
    name: requiredText(required, tooLong),
    email: emailAddress(required, invalidEmail, tooLong),
    phone: optionalText(tooLong),
    message: requiredText(required, tooLong, TEXT_LIMITS.long),
  });
}

/** The contact form's schema with its English messages. */
export const ContactSchema = /* @__PURE__ */ contactSchema();

/** The contact form's values. */
export type ContactValues = v.InferInput<typeof ContactSchema>;
