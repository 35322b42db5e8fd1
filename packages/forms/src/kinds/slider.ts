import type { SliderField } from "@grand-river/webhooks";
import * as v from "valibot";
import { SliderInput } from "../fields/SliderInput/SliderInput.js";
import type { FieldKind } from "./fieldKind.js";

/** A whole number in the definition's range; a range input cannot leave it, so the rule guards only crafted values. */
export const slider: FieldKind<SliderField> = {
  rule: ({ min, max, initial }, { say }) => {
    const message = say("required");
    return v.optional(
      v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)),
      initial,
    );
  },
  draw: ({ min, max, step }) => [SliderInput, { min, max, step }],
};
