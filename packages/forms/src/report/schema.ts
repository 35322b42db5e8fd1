import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits";
import { emailAddress } from "../validation/emailAddress";
import { optionalText } from "../validation/optionalText";
import { requiredText } from "../validation/requiredText";
import { websiteUrl } from "../validation/websiteUrl";
import { mergeMessages } from "../words/mergeMessages";
import type { PartialMessages } from "../words/types";
import { reportMessages, type ReportMessages } from "./messages";

/**
 * The AI Strategy Report details form: name and email required, the rest optional (spec §3, §5),
 * with the messages' `errors` (the English defaults for any left out).
 */
export function reportSchema(messages?: PartialMessages<ReportMessages>) {
  const { required, invalidEmail, invalidUrl, tooLong } = mergeMessages(reportMessages, messages).errors;
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
