import * as v from "valibot";
import { TEXT_LIMITS } from "../validation/limits.js";
import { requiredText } from "../validation/requiredText.js";
import { worklogMessages, type WorklogMessages } from "./messages.js";

/**
 * The internal work-log entry (spec §5), with the messages' `errors` (the English "… is required"
 * ones when not given).
 */
export function worklogSchema(messages: WorklogMessages = worklogMessages) {
  const errors = messages.errors;
  const { tooLong } = errors;
  return v.object({
    date: requiredText(errors.date, tooLong),
    dayOfWeek: requiredText(errors.dayOfWeek, tooLong),
    clientName: requiredText(errors.clientName, tooLong),
    worker: requiredText(errors.worker, tooLong),
    startTime: requiredText(errors.startTime, tooLong),
    endTime: requiredText(errors.endTime, tooLong),
    // A cleared number input reads as NaN, which v.number() refuses, so it gets the same message.
    // Infinity passes v.number() but no input gives it and JSON would send it as null: refused alike.
    breakTime: v.optional(
      v.pipe(v.number(errors.breakTime), v.finite(errors.breakTime), v.minValue(0, errors.breakTime)),
      0,
    ),
    hourlyRate: v.pipe(
      v.number(errors.hourlyRate),
      v.finite(errors.hourlyRate),
      v.minValue(0, errors.hourlyRateNegative),
    ),
    workDescription: requiredText(errors.workDescription, tooLong, TEXT_LIMITS.long),
  });
}

/** The work log's schema with its English messages. */
export const WorklogSchema = /* @__PURE__ */ worklogSchema();

/** The work-log form's values; break time and hourly rate are numbers, as number inputs give them. */
export type WorklogValues = v.InferInput<typeof WorklogSchema>;
