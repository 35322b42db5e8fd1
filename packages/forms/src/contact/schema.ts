import * as v from "valibot";
import { toasts } from "../messages";
import { emailAddress } from "../validation/emailAddress";
import { optionalText } from "../validation/optionalText";
import { requiredText } from "../validation/requiredText";

const missing = toasts.contact.missingFields.description;

/** The contact form: name, email and message required, phone optional (spec §5). */
export const ContactSchema = v.object({
  name: requiredText(missing),
  email: emailAddress(missing, "Please enter a valid email address."),
  phone: optionalText(),
  message: requiredText(missing),
});

/** The contact form's values. */
export type ContactValues = v.InferInput<typeof ContactSchema>;
