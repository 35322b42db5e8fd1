import type { WorklogPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import { calculateWorklog } from "./calculate";
import { WorklogSchema, type WorklogValues } from "./schema";

/** The body of webhook call #5 from a valid work-log entry, with its totals worked out. */
export function toWorklogPayload(values: WorklogValues, now: Date): WorklogPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  const entry = v.parse(WorklogSchema, values);
  const { totalTime, netPay } = calculateWorklog(entry);
  return { ...entry, totalTime, netPay, timestamp: now.toISOString() };
}
