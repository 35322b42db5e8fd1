const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * The English weekday name of a "yyyy-MM-dd" calendar date, or "" when it is not a real date.
 * Read as a calendar date, not as `new Date("yyyy-MM-dd")`, which is UTC midnight and falls on
 * the previous day anywhere west of Greenwich, such as Grand Rapids.
 */
export function weekdayOf(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return "";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March 2; a date that does not survive the trip is not real.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return "";
  return WEEKDAYS[utc.getUTCDay()] ?? "";
}
