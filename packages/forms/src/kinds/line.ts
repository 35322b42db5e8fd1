import type { LineField } from "@grand-river/webhooks";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { optionalText } from "../validation/optionalText.js";
import { requiredText } from "../validation/requiredText.js";
import type { FieldKind } from "./fieldKind.js";

/** One line of text; one filled in from another field is read-only. */
export const line: FieldKind<LineField> = {
  rule: (field, { say, errors }) =>
    field.required
      ? requiredText(say("required"), errors.tooLong, undefined, field.minLength)
      : optionalText(errors.tooLong),
  draw: (field) => [TextInput, { type: field.input, readOnly: field.from && true }],
};
