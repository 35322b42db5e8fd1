import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hostileText, overTheWire, paddedText, textError } from "../testing/hostile.js";
import { TEXT_LIMITS } from "../validation/limits.js";
import { formErrors } from "../validation/formErrors.js";
import { calculateWorklog } from "./calculate.js";
import { toWorklogPayload } from "./payload.js";
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
const now = new Date("2025-03-10T22:00:00.000Z");

/** Numbers at, inside and past every bound, and the ones a number input never gives but code might. */
const anyNumber = () =>
  fc.oneof(
    fc.constantFrom(
      0,
      -0,
      -0.01,
      0.01,
      1e-9,
      -1e-9,
      1e21,
      1e300,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.NaN,
      Infinity,
      -Infinity,
    ),
    fc.double(),
    fc.integer({ min: -2_000, max: 2_000 }),
  );

/** Anything a time input, a number input or a crafted value could hold. */
const anyInput = () => fc.oneof(hostileText(), anyNumber().map(String), anyNumber(), fc.constant(undefined));

const twoDigits = (n: number) => n.toString().padStart(2, "0");
/** A valid "HH:mm". */
const time = () =>
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${twoDigits(h)}:${twoDigits(m)}`);

describe("the work-log calculator with hostile input", () => {
  test("never throws, and always gives “Xh Ym” within one day and pay with exactly two decimals", () => {
    fc.assert(
      fc.property(
        fc.oneof(time(), anyInput()),
        fc.oneof(time(), anyInput()),
        anyInput(),
        anyInput(),
        (startTime, endTime, breakTime, hourlyRate) => {
          const totals = calculateWorklog({
            startTime: typeof startTime === "number" ? String(startTime) : startTime,
            endTime: typeof endTime === "number" ? String(endTime) : endTime,
            breakTime,
            hourlyRate,
          });
          expect(totals.totalMinutes).toBeGreaterThanOrEqual(0);
          expect(totals.totalMinutes).toBeLessThan(24 * 60);
          expect(totals.totalTime).toBe(`${Math.floor(totals.totalMinutes / 60)}h ${totals.totalMinutes % 60}m`);
          expect(totals.netPay).toMatch(/^-?\d+\.\d{2}$/);
        },
      ),
    );
  });

  test("text that is not a time counts as no time worked and no pay", () => {
    fc.assert(
      fc.property(
        hostileText().filter((text) => !/^\s*\d{1,2}:\d{2}/.test(text)),
        time(),
        anyNumber(),
        (garbage, valid, rate) => {
          for (const [startTime, endTime] of [
            [garbage, valid],
            [valid, garbage],
          ]) {
            expect(calculateWorklog({ startTime, endTime, breakTime: 0, hourlyRate: rate })).toEqual({
              totalMinutes: 0,
              totalTime: "0h 0m",
              netPay: "0.00",
            });
          }
        },
      ),
    );
  });

  test("worked minutes are end minus start minus any break, and never negative", () => {
    fc.assert(
      fc.property(time(), time(), anyNumber(), (startTime, endTime, breakTime) => {
        const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
        const pause = Number.isNaN(breakTime) || breakTime <= 0 ? 0 : breakTime;
        const worked = toMinutes(endTime) - toMinutes(startTime) - pause;
        expect(calculateWorklog({ startTime, endTime, breakTime, hourlyRate: 0 }).totalMinutes).toBe(
          worked > 0 ? Math.round(worked) : 0,
        );
      }),
    );
  });

  test("pay is worked hours times the rate, to the cent, for any everyday rate", () => {
    fc.assert(
      fc.property(
        time(),
        time(),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 100_000 }),
        (startTime, endTime, breakTime, rateCents) => {
          const rate = rateCents / 100;
          const { totalMinutes, netPay } = calculateWorklog({ startTime, endTime, breakTime, hourlyRate: rate });
          expect(Math.abs(Number(netPay) - (totalMinutes / 60) * rate)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});

describe("the work-log entry with hostile input", () => {
  test.each([
    ["date", "Date is required"],
    ["dayOfWeek", "Day of week is required"],
    ["clientName", "Client name is required"],
    ["worker", "Worker selection is required"],
    ["startTime", "Start time is required"],
    ["endTime", "End time is required"],
    ["workDescription", "Work description is required"],
  ] as const)(
    "%s is required exactly when blank, and refused past its limit, whatever else it holds",
    async (field, message) => {
      const limit = field === "workDescription" ? TEXT_LIMITS.long : TEXT_LIMITS.line;
      await fc.assert(
        fc.asyncProperty(hostileText(), async (value) => {
          const error = textError(value, { missing: message, limit });
          expect(await formErrors(WorklogSchema, { ...entry, [field]: value })).toEqual(
            error ? { [field]: error } : {},
          );
        }),
      );
    },
  );

  test("break and rate take any finite number from 0 up, and refuse the rest with their messages", async () => {
    await fc.assert(
      fc.asyncProperty(anyNumber(), async (value) => {
        const ok = Number.isFinite(value) && value >= 0;
        expect(await formErrors(WorklogSchema, { ...entry, breakTime: value })).toEqual(
          ok ? {} : { breakTime: "Break time must be a non-negative number" },
        );
        // NaN and ±Infinity fail v.number()/v.finite() first ("required"); a finite negative fails minValue(0).
        const rateErrors = await formErrors(WorklogSchema, { ...entry, hourlyRate: value });
        const expected = ok
          ? {}
          : {
              hourlyRate: Number.isFinite(value)
                ? "Hourly rate must be a non-negative number"
                : "Hourly rate is required",
            };
        expect(rateErrors).toEqual(expected);
      }),
    );
  });

  test("what is sent is what was typed, trimmed at both ends, with totals that match, and survives the trip as JSON", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          clientName: paddedText(),
          workDescription: paddedText(TEXT_LIMITS.long),
          worker: paddedText(),
          startTime: time(),
          endTime: time(),
        }),
        fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.double({ min: 0, max: 1e6, noNaN: true })),
        fc.oneof(
          fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
          fc.double({ min: 0, max: 1e12, noNaN: true }),
        ),
        async (typed, breakTime, hourlyRate) => {
          const values = { ...entry, ...typed, breakTime, hourlyRate };
          expect(await formErrors(WorklogSchema, values)).toEqual({});
          const { totalTime, netPay } = calculateWorklog(values);
          expect(overTheWire(toWorklogPayload(values, now))).toEqual({
            ...values,
            breakTime: breakTime === 0 ? 0 : breakTime,
            clientName: typed.clientName.trim(),
            workDescription: typed.workDescription.trim(),
            worker: typed.worker.trim(),
            totalTime,
            netPay,
            timestamp: "2025-03-10T22:00:00.000Z",
          });
        },
      ),
    );
  });
});
