import type { WorklogValues } from "./schema.js";
import { currentTime, todayIso } from "./today.js";
import { weekdayOf } from "./weekday.js";

/**
 * A fresh work-log entry (spec §4): today and its weekday, the default worker, 09:00 until now,
 * no break, and client, rate and description empty. Used on first render and after
 * "Submit Another Work Log".
 */
export function worklogInitialValues(now: Date, defaultWorker: string): Partial<WorklogValues> {
  const date = todayIso(now);
  return {
    date,
    dayOfWeek: weekdayOf(date),
    clientName: "",
    worker: defaultWorker,
    startTime: "09:00",
    endTime: currentTime(now),
    breakTime: 0,
    hourlyRate: undefined,
    workDescription: "",
  };
}
