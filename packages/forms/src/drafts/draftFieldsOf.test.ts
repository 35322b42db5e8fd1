import { TEXT_LIMITS, type FormDefinition } from "@grand-river/webhooks";
import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { formSchema } from "../form/formSchema.js";
import { tooLongMessage } from "../validation/limits.js";
import { draftFieldsOf } from "./draftFieldsOf.js";

const definition = {
  fields: {
    name: { kind: "text", limit: TEXT_LIMITS.line, required: true },
    breakTime: { kind: "amount", step: 1 },
    familiarity: { kind: "slider", min: 1, max: 5, step: 1, initial: 3 },
    size: { kind: "radio", options: ["solo", "small"] },
  },
  summary: [],
  subject: "name",
} as const satisfies FormDefinition;
const schema = formSchema(definition, { tooLong: tooLongMessage });
const fields = draftFieldsOf<Record<string, unknown>>(definition, schema.entries);
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
