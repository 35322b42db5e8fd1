import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { amount } from "../kinds/amount.js";
import { line } from "../kinds/line.js";
import { radio } from "../kinds/radio.js";
import { slider } from "../kinds/slider.js";
import { tooLongMessage } from "../validation/limits.js";
import { draftFieldsOf } from "./draftFieldsOf.js";

// Each field's schema as its kind's rule makes it, as a form's schema holds it.
const messages = { own: undefined, say: () => "Required", errors: { tooLong: tooLongMessage }, name: "" };
const fields = draftFieldsOf<Record<string, unknown>>({
  name: line.rule({ kind: "line", required: true }, messages),
  breakTime: amount.rule({ kind: "amount", step: 0.25 }, messages),
  familiarity: slider.rule({ kind: "slider", min: 1, max: 5, step: 1, initial: 3 }, messages),
  size: radio.rule({ kind: "radio", options: ["solo", "small"] }, messages),
});
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
