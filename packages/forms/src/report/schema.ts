import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits";
import { reportToasts } from "./messages";
import { emailAddress } from "../validation/emailAddress";
import { optionalText } from "../validation/optionalText";
import { requiredText } from "../validation/requiredText";
import { websiteUrl } from "../validation/websiteUrl";

const missing = reportToasts.missingFields.description;

/** The AI Strategy Report details form: name and email required, the rest optional (spec §3, §5). */
export const ReportSchema = v.object({
  name: requiredText(missing),
  email: emailAddress(missing, "Please enter a valid email address."),
  company: optionalText(),
  website: websiteUrl("Please enter a valid URL."),
  businessSpecialization: optionalText(),
  challenges: optionalText(TEXT_LIMITS.long),
  notes: optionalText(TEXT_LIMITS.long),
  newsletter: v.optional(v.boolean(), true),
});

/** The report details form's values. */
export type ReportValues = v.InferInput<typeof ReportSchema>;
