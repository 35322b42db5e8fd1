import { REPORT_FORM } from "@grand-river/webhooks";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { reportMessages, type ReportMessages } from "./messages.js";

/** The AI Strategy Report details form (spec §3, §5), from its definition, with the messages' `errors` (in English when not given). */
export function reportSchema(messages: ReportMessages = reportMessages) {
  return formSchema(REPORT_FORM, messages.errors);
}

/** The report details form's schema with its English messages. */
export const ReportSchema = /* @__PURE__ */ reportSchema();

/** The report details form's values. */
export type ReportValues = v.InferInput<typeof ReportSchema>;
