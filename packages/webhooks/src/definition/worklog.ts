import { line, paragraph, amount, timestamp, required } from "./helpers.js";
import type { FormDefinition } from "./fields.js";

/** Call #5: one entry of the internal work log, with its totals worked out ("8h 0m", dollars as "204.00"). */
export const WORKLOG_FORM = {
  fields: {
    date: line({ required, input: "date" }),
    dayOfWeek: line({ required, from: "date" }),
    clientName: line({ required }),
    worker: line({ required, chosen: true }),
    startTime: line({ required, input: "time" }),
    endTime: line({ required, input: "time" }),
    breakTime: amount({ step: 1 }),
    hourlyRate: amount({ step: 0.01, required }),
    workDescription: paragraph(4, { required }),
  },
  sent: { totalTime: { kind: "text" }, netPay: { kind: "text" }, timestamp },
  summary: ["date", "worker", "clientName", "totalTime", "netPay"],
  subject: "clientName",
} as const satisfies FormDefinition;
