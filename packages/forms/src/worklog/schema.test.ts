import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { formErrors } from "../validation/formErrors.js";
import { WorklogSchema, type WorklogValues } from "./schema.js";

const entry: WorklogValues = {
  date: "2025-03-10",
  dayOfWeek: "Monday",
  clientName: "Acme Storage",
  worker: "Alex Rivera",
  startTime: "09:00",
  endTime: "17:30",
  breakTime: 30,
  hourlyRate: 25.5,
  workDescription: "Built the intake automation",
};

describe("WorklogSchema", () => {
  test("accepts a complete entry", async () => {
    expect(await formErrors(WorklogSchema, entry)).toEqual({});
  });

  test.each([
    { field: "date", message: "Date is required" },
    { field: "dayOfWeek", message: "Day of week is required" },
    { field: "clientName", message: "Client name is required" },
    { field: "worker", message: "Worker selection is required" },
    { field: "startTime", message: "Start time is required" },
    { field: "endTime", message: "End time is required" },
    { field: "workDescription", message: "Work description is required" },
  ])("an empty $field says “$message”", async ({ field, message }) => {
    expect(await formErrors(WorklogSchema, { ...entry, [field]: "" })).toEqual({ [field]: message });
    expect(await formErrors(WorklogSchema, { ...entry, [field]: "   " })).toEqual({ [field]: message });
    expect(await formErrors(WorklogSchema, { ...entry, [field]: undefined })).toEqual({ [field]: message });
  });

  test.each([
    { case: "a cleared hourly rate", hourlyRate: Number.NaN, errors: { hourlyRate: "Hourly rate is required" } },
    { case: "a missing hourly rate", hourlyRate: undefined, errors: { hourlyRate: "Hourly rate is required" } },
    {
      case: "a negative hourly rate",
      hourlyRate: -0.01,
      errors: { hourlyRate: "Hourly rate must be a non-negative number" },
    },
    { case: "a zero hourly rate", hourlyRate: 0, errors: {} },
    { case: "a decimal hourly rate", hourlyRate: 25.5, errors: {} },
  ])("$case", async ({ hourlyRate, errors }) => {
    expect(await formErrors(WorklogSchema, { ...entry, hourlyRate })).toEqual(errors);
  });

  test.each([
    { case: "a negative break", breakTime: -1, errors: { breakTime: "Break time must be a non-negative number" } },
    {
      case: "a cleared break",
      breakTime: Number.NaN,
      errors: { breakTime: "Break time must be a non-negative number" },
    },
    { case: "no break", breakTime: 0, errors: {} },
    { case: "a break never typed", breakTime: undefined, errors: {} },
  ])("$case", async ({ breakTime, errors }) => {
    expect(await formErrors(WorklogSchema, { ...entry, breakTime })).toEqual(errors);
  });

  test("a break never typed counts as 0 minutes", () => {
    expect(v.parse(WorklogSchema, { ...entry, breakTime: undefined }).breakTime).toBe(0);
  });
});
