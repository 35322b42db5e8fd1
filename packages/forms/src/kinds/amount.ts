import type { AmountField } from "@grand-river/webhooks";
import * as v from "valibot";
import { NumberInput } from "../fields/NumberInput/NumberInput.js";
import type { FieldKind } from "./fieldKind.js";

/** A number of at least 0; 0 when left empty unless required. */
export const amount: FieldKind<AmountField> = {
  rule: (field, { say, errors, name }) => {
    // A cleared number input reads as NaN, which v.number() refuses, so it gets the same message.
    // Infinity passes v.number() but no input gives it and JSON would send it as null: refused alike.
    const message = say("required");
    const negative = (errors[`${name}Negative`] as string | undefined) ?? message;
    // Checks rather than valibot's finite and minValue, which every form island would load with valibot.
    const schema = v.pipe(
      v.number(message),
      v.check((value) => Number.isFinite(value), message),
      v.check((value) => value >= 0, negative),
    );
    return field.required ? schema : v.optional(schema, 0);
  },
  draw: ({ step }) => [NumberInput, { min: 0, step, inputMode: Number.isInteger(step) ? "numeric" : undefined }],
};
