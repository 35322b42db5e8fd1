/** The inputs of the live total: the form's raw values, any of which may still be empty. */
export interface WorklogTimes {
  /** "HH:mm", 24-hour. */
  startTime: string | undefined;
  /** "HH:mm", 24-hour. */
  endTime: string | undefined;
  /** Minutes; a number input's value or its text. Empty or invalid counts as no break. */
  breakTime: number | string | undefined;
  /** Dollars per hour; a number input's value or its text. */
  hourlyRate: number | string | undefined;
}

/** Worked time and pay, as shown on the form and sent to the webhook. */
export interface WorklogTotals {
  /** Worked minutes, never negative. */
  totalMinutes: number;
  /** Worked time as "Xh Ym", such as "8h 0m". */
  totalTime: string;
  /** Pay in dollars with exactly two decimals, such as "204.00". */
  netPay: string;
}

/**
 * Worked time is end minus start minus break; when that is not positive it is "0h 0m" (spec §5).
 * Net pay is worked hours times the rate, "0.00" whenever either is not a number. A shift that
 * ends before it starts counts as nothing rather than as an overnight shift, as the spec says.
 */
export function calculateWorklog({ startTime, endTime, breakTime, hourlyRate }: WorklogTimes): WorklogTotals {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  const pause = toNumber(breakTime);
  const worked = Number.isNaN(start) || Number.isNaN(end) ? 0 : end - start - (pause > 0 ? pause : 0);
  const totalMinutes = worked > 0 ? Math.round(worked) : 0;

  const pay = (totalMinutes / 60) * toNumber(hourlyRate);
  return {
    totalMinutes,
    totalTime: `${Math.floor(totalMinutes / 60)}h ${totalMinutes % 60}m`,
    netPay: Number.isFinite(pay) ? toCents(pay) : "0.00",
  };
}

/** Minutes since midnight of "HH:mm" (seconds, if a time input sends them, are ignored), or NaN. */
function minutesOfDay(time: string | undefined): number {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(time?.trim() ?? "");
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** A number from a number input's value or its text; "" and garbage become NaN, not 0. */
function toNumber(value: number | string | undefined): number {
  if (typeof value === "number") return value;
  if (value === undefined || value.trim() === "") return Number.NaN;
  return Number(value);
}

/**
 * Two decimals, rounding half up after removing float noise (so 0.005 gives "0.01", not "0.00").
 * Written out digit by digit: `toFixed` turns to exponent notation ("6e+20") from 1e21 up, which
 * is not "two decimals" and which a workflow parsing money would misread.
 */
function toCents(amount: number): string {
  const cents = Math.round(Number((amount * 100).toPrecision(12)));
  if (!Number.isFinite(cents)) return "0.00";
  const digits = BigInt(Math.abs(cents)).toString().padStart(3, "0");
  return `${cents < 0 ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
