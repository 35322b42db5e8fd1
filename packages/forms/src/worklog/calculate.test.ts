import { describe, expect, test } from "vitest";
import { calculateWorklog, type WorklogTimes } from "./calculate.js";

const shift = (overrides: Partial<WorklogTimes>): WorklogTimes => ({
  startTime: "09:00",
  endTime: "17:00",
  breakTime: 0,
  hourlyRate: 20,
  ...overrides,
});

describe("calculateWorklog", () => {
  test.each([
    {
      case: "a full day with a half-hour break",
      input: { endTime: "17:30", breakTime: 30, hourlyRate: 25.5 },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "204.00",
    },
    { case: "a plain eight-hour day", input: {}, totalMinutes: 480, totalTime: "8h 0m", netPay: "160.00" },
    {
      case: "minutes left over",
      input: { startTime: "08:15", endTime: "12:00", breakTime: 10 },
      totalMinutes: 215,
      totalTime: "3h 35m",
      netPay: "71.67",
    },
    {
      case: "values typed as text",
      input: { endTime: "10:30", breakTime: "15", hourlyRate: "40" },
      totalMinutes: 75,
      totalTime: "1h 15m",
      netPay: "50.00",
    },
    {
      case: "a decimal rate",
      input: { endTime: "10:00", hourlyRate: 33.33 },
      totalMinutes: 60,
      totalTime: "1h 0m",
      netPay: "33.33",
    },
    {
      case: "a decimal rate over part of an hour",
      input: { endTime: "09:20", hourlyRate: "19.99" },
      totalMinutes: 20,
      totalTime: "0h 20m",
      netPay: "6.66",
    },
    {
      case: "a half cent, rounded up",
      input: { endTime: "09:10", hourlyRate: 0.03 },
      totalMinutes: 10,
      totalTime: "0h 10m",
      netPay: "0.01",
    },
    {
      case: "a break that uses up the whole shift",
      input: { endTime: "09:30", breakTime: 30 },
      totalMinutes: 0,
      totalTime: "0h 0m",
      netPay: "0.00",
    },
    {
      case: "a break longer than the shift",
      input: { endTime: "09:30", breakTime: 45 },
      totalMinutes: 0,
      totalTime: "0h 0m",
      netPay: "0.00",
    },
    {
      case: "an end before the start",
      input: { startTime: "17:00", endTime: "09:00" },
      totalMinutes: 0,
      totalTime: "0h 0m",
      netPay: "0.00",
    },
    {
      case: "an end equal to the start",
      input: { endTime: "09:00" },
      totalMinutes: 0,
      totalTime: "0h 0m",
      netPay: "0.00",
    },
    { case: "an empty rate", input: { hourlyRate: "" }, totalMinutes: 480, totalTime: "8h 0m", netPay: "0.00" },
    { case: "a missing rate", input: { hourlyRate: undefined }, totalMinutes: 480, totalTime: "8h 0m", netPay: "0.00" },
    {
      case: "a rate that is not a number",
      input: { hourlyRate: "twenty" },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "0.00",
    },
    {
      case: "a cleared rate input (NaN)",
      input: { hourlyRate: Number.NaN },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "0.00",
    },
    { case: "a zero rate", input: { hourlyRate: 0 }, totalMinutes: 480, totalTime: "8h 0m", netPay: "0.00" },
    {
      // The pay is a number, but not once counted in cents.
      case: "a rate whose pay overflows in cents",
      input: { hourlyRate: 1e306 },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "0.00",
    },
    {
      case: "an empty break, counted as none",
      input: { breakTime: "" },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "160.00",
    },
    {
      case: "a cleared break input (NaN), counted as none",
      input: { breakTime: Number.NaN },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "160.00",
    },
    {
      case: "a negative break, counted as none",
      input: { breakTime: -30 },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "160.00",
    },
    { case: "an empty end time", input: { endTime: "" }, totalMinutes: 0, totalTime: "0h 0m", netPay: "0.00" },
    {
      case: "a missing start time",
      input: { startTime: undefined },
      totalMinutes: 0,
      totalTime: "0h 0m",
      netPay: "0.00",
    },
    {
      case: "a time that is not a time",
      input: { endTime: "25:00" },
      totalMinutes: 0,
      totalTime: "0h 0m",
      netPay: "0.00",
    },
    {
      case: "a time input that sends seconds",
      input: { endTime: "17:00:00" },
      totalMinutes: 480,
      totalTime: "8h 0m",
      netPay: "160.00",
    },
    {
      case: "midnight to the last minute",
      input: { startTime: "00:00", endTime: "23:59" },
      totalMinutes: 1439,
      totalTime: "23h 59m",
      netPay: "479.67",
    },
  ])("$case: $totalTime, $$$netPay", ({ input, totalMinutes, totalTime, netPay }) => {
    expect(calculateWorklog(shift(input))).toEqual({ totalMinutes, totalTime, netPay });
  });
});
