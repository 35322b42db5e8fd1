import type { ReportPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import { ReportSchema, type ReportValues } from "./schema";

/** The body of webhook call #2 from valid report details. */
export function toReportPayload(values: ReportValues, now: Date): ReportPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  const details = v.parse(ReportSchema, values);
  return { ...details, timestamp: now.toISOString(), source: "ai_report_page" };
}
