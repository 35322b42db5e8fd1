import * as v from "valibot";
import { newsletterToasts } from "./messages";
import { emailAddress } from "../validation/emailAddress";

/** The newsletter sign-up, used by the standalone form and the home page section alike. */
export const NewsletterSchema = v.object({
  email: emailAddress(newsletterToasts.missingEmail.description, "Please enter a valid email address."),
});

/** The newsletter form's values. */
export type NewsletterValues = v.InferInput<typeof NewsletterSchema>;
