import type { RadioField } from "@grand-river/webhooks";
import * as v from "valibot";
import { RadioInput } from "../fields/RadioInput/RadioInput.js";
import type { FieldKind } from "./fieldKind.js";

/** One of the definition's options (their labels, passed by kind, are words). */
export const radio: FieldKind<RadioField> = {
  // A check rather than valibot's picklist, which every form island would load with valibot.
  rule: (field, { say }) => v.custom<string>((value) => field.options.includes(value as string), say("required")),
  draw: () => [RadioInput, {}],
};
