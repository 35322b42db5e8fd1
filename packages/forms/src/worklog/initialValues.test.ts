import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { worklogInitialValues } from "./initialValues.js";

describe("worklogInitialValues", () => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Detroit";
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  test.each([
    {
      case: "a Monday afternoon",
      instant: "2025-03-10T20:45:00Z",
      date: "2025-03-10",
      dayOfWeek: "Monday",
      endTime: "16:45",
    },
    {
      case: "a Sunday night that is Monday in UTC",
      instant: "2025-03-10T02:05:00Z",
      date: "2025-03-09",
      dayOfWeek: "Sunday",
      endTime: "22:05",
    },
  ])("on $case, starts today at 09:00 until now with the default worker", ({ instant, date, dayOfWeek, endTime }) => {
    expect(worklogInitialValues(new Date(instant), "Alex Rivera")).toEqual({
      date,
      dayOfWeek,
      clientName: "",
      worker: "Alex Rivera",
      startTime: "09:00",
      endTime,
      breakTime: 0,
      hourlyRate: undefined,
      workDescription: "",
    });
  });
});
