import type { RadioField } from "@grand-river/webhooks";
import * as v from "valibot";
import { RadioInput } from "../fields/RadioInput/RadioInput.js";
import type { FieldKind } from "./fieldKind.js";

/** One of the definition's options (their labels, passed by kind, are words). */
export const radio: FieldKind<RadioField> = {
  rule: (field, { say }) => v.picklist(field.options, say("required")),
  draw: () => [RadioInput, {}],
};
