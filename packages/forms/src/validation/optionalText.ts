import * as v from "valibot";
import { TEXT_LIMITS, tooLongMessage } from "./limits";

/** A text field that may be left empty; it parses to "" when missing, trimmed otherwise (see requiredText.ts). */
export function optionalText(limit: number = TEXT_LIMITS.line) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(limit, tooLongMessage(limit))), "");
}
