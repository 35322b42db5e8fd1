import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { currentTime, todayIso } from "./today.js";

describe("todayIso and currentTime, in Grand Rapids", () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Detroit";
  });
  afterAll(() => {
    process.env.TZ = original;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each([
    { case: "a winter morning", instant: "2025-01-05T14:07:00Z", date: "2025-01-05", time: "09:07" },
    {
      case: "late evening, already tomorrow in UTC",
      instant: "2025-03-10T03:30:00Z",
      date: "2025-03-09",
      time: "23:30",
    },
    {
      case: "the first minute after clocks spring forward",
      instant: "2025-03-09T07:00:00Z",
      date: "2025-03-09",
      time: "03:00",
    },
    {
      case: "the repeated hour after clocks fall back",
      instant: "2025-11-02T06:15:00Z",
      date: "2025-11-02",
      time: "01:15",
    },
    { case: "New Year's Eve before midnight", instant: "2026-01-01T04:59:00Z", date: "2025-12-31", time: "23:59" },
    { case: "just after midnight", instant: "2025-07-04T04:00:00Z", date: "2025-07-04", time: "00:00" },
  ])("$case is $date at $time local time", ({ instant, date, time }) => {
    const now = new Date(instant);
    expect(todayIso(now)).toBe(date);
    expect(currentTime(now)).toBe(time);
  });

  test("reads the clock when no time is given", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-02T21:45:00Z"));

    expect(todayIso()).toBe("2025-06-02");
    expect(currentTime()).toBe("17:45");
  });
});
