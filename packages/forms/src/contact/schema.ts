import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits";
import { contactToasts } from "./messages";
import { emailAddress } from "../validation/emailAddress";
import { optionalText } from "../validation/optionalText";
import { requiredText } from "../validation/requiredText";

const missing = contactToasts.missingFields.description;

/** The contact form: name, email and message required, phone optional (spec §5). */
export const ContactSchema = v.object({
  name: requiredText(missing),
  email: emailAddress(missing, "Please enter a valid email address."),
  phone: optionalText(),
  message: requiredText(missing, TEXT_LIMITS.long),
});

/** The contact form's values. */
export type ContactValues = v.InferInput<typeof ContactSchema>;
