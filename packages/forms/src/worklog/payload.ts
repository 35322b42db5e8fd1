import type { WorklogPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import { calculateWorklog } from "./calculate.js";
import type { WorklogMessages } from "./messages.js";
import { worklogSchema, type WorklogValues } from "./schema.js";

/**
 * The body of webhook call #5 from a valid work-log entry, parsed with the form's `messages`, with
 * its totals worked out (in the spec's format, whatever the form shows).
 */
export function toWorklogPayload(values: WorklogValues, now: Date, messages?: WorklogMessages): WorklogPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  const entry = v.parse(worklogSchema(messages), values);
  const { totalTime, netPay } = calculateWorklog(entry);
  return { ...entry, totalTime, netPay, timestamp: now.toISOString() };
}
