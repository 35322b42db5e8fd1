import type { ReportPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import type { ReportMessages } from "./messages.js";
import { reportSchema, type ReportValues } from "./schema.js";

/** The body of webhook call #2 from valid report details, parsed with the form's `messages`. */
export function toReportPayload(values: ReportValues, now: Date, messages?: ReportMessages): ReportPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  const details = v.parse(reportSchema(messages), values);
  return { ...details, timestamp: now.toISOString(), source: "ai_report_page" };
}
