import type { ParagraphField } from "@grand-river/webhooks";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TEXT_LIMITS } from "../validation/limits.js";
import { optionalText } from "../validation/optionalText.js";
import { requiredText } from "../validation/requiredText.js";
import type { FieldKind } from "./fieldKind.js";
import type { TooLongMessage } from "../words/types.js";

/** A paragraph; one with its own `limit` stops taking characters there, and its own message (a function of it) says so. */
export const paragraph: FieldKind<ParagraphField> = {
  rule: ({ required, limit = TEXT_LIMITS.long }, { own, say, errors }) => {
    const tooLong = typeof own === "function" ? (own as TooLongMessage) : errors.tooLong;
    return required ? requiredText(say("required"), tooLong, limit) : optionalText(tooLong, limit);
  },
  draw: (field) => [TextAreaInput, { rows: field.rows, maxLength: field.limit }],
};
