import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { weekdayOf } from "./weekday.js";

const knownDates = [
  { date: "2025-03-08", weekday: "Saturday" },
  { date: "2025-03-09", weekday: "Sunday" }, // US clocks spring forward
  { date: "2025-03-10", weekday: "Monday" },
  { date: "2025-03-30", weekday: "Sunday" }, // European clocks spring forward
  { date: "2025-04-06", weekday: "Sunday" }, // New Zealand clocks fall back
  { date: "2025-11-02", weekday: "Sunday" }, // US clocks fall back
  { date: "2025-11-03", weekday: "Monday" },
  { date: "2024-02-29", weekday: "Thursday" },
  { date: "2025-12-25", weekday: "Thursday" },
  { date: "1999-12-31", weekday: "Friday" },
  { date: "2000-01-01", weekday: "Saturday" },
];

describe.each(["America/Detroit", "Pacific/Auckland", "UTC"])("weekdayOf, with the clock in %s", (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  test.each(knownDates)("$date is a $weekday", ({ date, weekday }) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe("weekdayOf in Grand Rapids", () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Detroit";
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  test("is not fooled by the UTC-midnight reading that lands on the day before", () => {
    // The trap it avoids: new Date("2025-03-09") is Saturday evening in Michigan.
    expect(new Date("2025-03-09").getDay()).toBe(6);
    expect(weekdayOf("2025-03-09")).toBe("Sunday");
  });
});

describe("weekdayOf, for text that is not a calendar date", () => {
  test.each([
    { case: "an empty date", date: "" },
    { case: "February 30th", date: "2025-02-30" },
    { case: "February 29th in a common year", date: "2025-02-29" },
    { case: "month 13", date: "2025-13-01" },
    { case: "day 0", date: "2025-03-00" },
    { case: "a US-style date", date: "03/09/2025" },
    { case: "a date and time", date: "2025-03-09T10:00" },
  ])("$case gives no weekday", ({ date }) => {
    expect(weekdayOf(date)).toBe("");
  });
});
