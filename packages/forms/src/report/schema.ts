import { REPORT_FIELDS } from "@grand-river/webhooks/definition/report";
import type * as v from "valibot";
import { formSchema } from "../form/formSchema.js";
import { line } from "../kinds/line.js";
import { email } from "../kinds/email.js";
import { url } from "../kinds/url.js";
import { paragraph } from "../kinds/paragraph.js";
import { switchKind } from "../kinds/switch.js";
import { reportMessages, type ReportMessages } from "./messages.js";

/** The kinds of its fields: what draws them and checks them. */
export const reportKinds = { line, email, url, paragraph, switch: switchKind };

/** The AI Strategy Report details form (spec §3, §5), from its definition, with the messages' `errors` (in English when not given). */
export function reportSchema(messages: ReportMessages = reportMessages) {
  return formSchema(REPORT_FIELDS, reportKinds, messages.errors);
}

/** The report details form's schema with its English messages. */
export const ReportSchema = /* @__PURE__ */ reportSchema();

/** The report details form's values. */
export type ReportValues = v.InferInput<typeof ReportSchema>;
