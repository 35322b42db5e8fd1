/** Today's local calendar date as "yyyy-MM-dd", the value a date input expects. */
export function todayIso(now: Date = new Date()): string {
  // Local fields, not toISOString(), which is UTC and already tomorrow on a Michigan evening.
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The local time of day as "HH:mm", 24-hour, the value a time input expects. */
export function currentTime(now: Date = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
