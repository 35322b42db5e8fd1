import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { draftFieldsOf } from "./draftFieldsOf.js";

const fields = draftFieldsOf<Record<string, unknown>>(
  v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty("Required")), ""),
    breakTime: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
    familiarity: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
    size: v.picklist(["solo", "small"]),
  }).entries,
);
const keeps = (field: string, value: unknown) => v.is(fields[field]!, value);

describe("draftFieldsOf: what a draft may bring back into each field", () => {
  test.each([
    ["half-typed text", "name", "", true],
    ["text into a text field only", "name", 7, false],
    ["a number as typed, out of range", "breakTime", -5, true],
    ["text into a number field", "breakTime", "5", false],
    ["a slider's value within its range", "familiarity", 3, true],
    ["a slider's value out of its range", "familiarity", 9, false],
    ["a choice the form offers", "size", "small", true],
    ["a choice it does not offer", "size", "huge", false],
  ])("%s", (_, field, value, kept) => {
    expect(keeps(field, value)).toBe(kept);
  });
});
