import { PAYLOAD_SCHEMAS } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { toWorklogPayload } from "./payload.js";
import type { WorklogValues } from "./schema.js";

const now = new Date("2025-03-10T22:00:00.000Z");
const entry: WorklogValues = {
  date: "2025-03-10",
  dayOfWeek: "Monday",
  clientName: " Acme Storage ",
  worker: "Alex Rivera",
  startTime: "09:00",
  endTime: "17:30",
  breakTime: 30,
  hourlyRate: 25.5,
  workDescription: "Built the intake automation",
};

describe("toWorklogPayload", () => {
  test.each([
    {
      case: "a full day with a break",
      values: entry,
      totals: { breakTime: 30, totalTime: "8h 0m", netPay: "204.00" },
    },
    {
      case: "the break left at its default",
      values: { ...entry, breakTime: undefined },
      totals: { breakTime: 0, totalTime: "8h 30m", netPay: "216.75" },
    },
    {
      case: "an end before the start",
      values: { ...entry, startTime: "17:30", endTime: "09:00" },
      totals: { breakTime: 30, totalTime: "0h 0m", netPay: "0.00", startTime: "17:30", endTime: "09:00" },
    },
  ])("sends every field with totals, for $case", ({ values, totals }) => {
    expect(toWorklogPayload(values, now)).toEqual({
      date: "2025-03-10",
      dayOfWeek: "Monday",
      clientName: "Acme Storage",
      worker: "Alex Rivera",
      startTime: "09:00",
      endTime: "17:30",
      hourlyRate: 25.5,
      workDescription: "Built the intake automation",
      timestamp: "2025-03-10T22:00:00.000Z",
      ...totals,
    });
    expect(v.is(PAYLOAD_SCHEMAS.worklog, toWorklogPayload(values, now)), "the receivers accept it").toBe(true);
  });
});
