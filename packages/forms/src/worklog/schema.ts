import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits";
import { requiredText } from "../validation/requiredText";

/** The internal work-log entry, with the spec's "… is required" messages (spec §5). */
export const WorklogSchema = v.object({
  date: requiredText("Date is required"),
  dayOfWeek: requiredText("Day of week is required"),
  clientName: requiredText("Client name is required"),
  worker: requiredText("Worker selection is required"),
  startTime: requiredText("Start time is required"),
  endTime: requiredText("End time is required"),
  // A cleared number input reads as NaN, which v.number() refuses, so it gets the same message.
  // Infinity passes v.number() but no input gives it and JSON would send it as null: refused alike.
  breakTime: v.optional(
    v.pipe(
      v.number("Break time must be a non-negative number"),
      v.finite("Break time must be a non-negative number"),
      v.minValue(0, "Break time must be a non-negative number"),
    ),
    0,
  ),
  hourlyRate: v.pipe(
    v.number("Hourly rate is required"),
    v.finite("Hourly rate is required"),
    v.minValue(0, "Hourly rate must be a non-negative number"),
  ),
  workDescription: requiredText("Work description is required", TEXT_LIMITS.long),
});

/** The work-log form's values; break time and hourly rate are numbers, as number inputs give them. */
export type WorklogValues = v.InferInput<typeof WorklogSchema>;
