import type { FormDefinition, FormFields } from "./fields.js";

/** What a worker logs for one day's work for a client. */
export const WORKLOG_FIELDS = {
  date: { kind: "line", required: true, input: "date" },
  dayOfWeek: { kind: "line", required: true, from: "date" },
  clientName: { kind: "line", required: true },
  worker: { kind: "select", required: true },
  startTime: { kind: "line", required: true, input: "time" },
  endTime: { kind: "line", required: true, input: "time" },
  breakTime: { kind: "amount", step: 1 },
  hourlyRate: { kind: "amount", step: 0.01, required: true },
  workDescription: { kind: "paragraph", rows: 4, required: true },
} as const satisfies FormFields;

/** Call #5: one entry of the internal work log, with its totals worked out ("8h 0m", dollars as "204.00"). */
export const WORKLOG_FORM = {
  fields: WORKLOG_FIELDS,
  sent: { totalTime: { kind: "text" }, netPay: { kind: "text" }, timestamp: { kind: "timestamp" } },
  summary: ["date", "worker", "clientName", "totalTime", "netPay"],
  subject: "clientName",
} as const satisfies FormDefinition;
