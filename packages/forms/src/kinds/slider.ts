import type { SliderField } from "@grand-river/webhooks";
import * as v from "valibot";
import { SliderInput } from "../fields/SliderInput/SliderInput.js";
import type { FieldKind } from "./fieldKind.js";

/** A whole number in the definition's range; a range input cannot leave it, so the rule guards only crafted values. */
export const slider: FieldKind<SliderField> = {
  rule: ({ min, max, initial }, { say }) => {
    const message = say("required");
    // One check rather than valibot's number, integer, minValue and maxValue: valibot is one module,
    // so whichever of its parts any form uses, every form island loads.
    return v.optional(
      v.custom<number>(
        (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
        message,
      ),
      initial,
    );
  },
  draw: ({ min, max, step }) => [SliderInput, { min, max, step }],
};
