import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits.js";
import { emailAddress } from "../validation/emailAddress.js";
import { optionalText } from "../validation/optionalText.js";
import { requiredText } from "../validation/requiredText.js";
import { websiteUrl } from "../validation/websiteUrl.js";
import { reportMessages, type ReportMessages } from "./messages.js";

/**
 * The AI Strategy Report details form: name and email required, the rest optional (spec §3, §5),
 * with the messages' `errors` (in English when not given).
 */
export function reportSchema(messages: ReportMessages = reportMessages) {
  const { required, invalidEmail, invalidUrl, tooLong } = messages.errors;
  return v.object({
    name: requiredText(required, tooLong),
    email: emailAddress(required, invalidEmail, tooLong),
    company: optionalText(tooLong),
    website: websiteUrl(invalidUrl, tooLong),
    businessSpecialization: optionalText(tooLong),
    challenges: optionalText(tooLong, TEXT_LIMITS.long),
    notes: optionalText(tooLong, TEXT_LIMITS.long),
    newsletter: v.optional(v.boolean(), true),
  });
}

/** The report details form's schema with its English messages. */
export const ReportSchema = /* @__PURE__ */ reportSchema();

/** The report details form's values. */
export type ReportValues = v.InferInput<typeof ReportSchema>;
