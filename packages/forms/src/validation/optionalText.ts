import * as v from "valibot";
import type { TooLongMessage } from "../words/types.js";
import { TEXT_LIMITS } from "./limits.js";

/** A text field that may be left empty; it parses to "" when missing, trimmed otherwise (see requiredText.ts). */
export function optionalText(tooLong: TooLongMessage, limit: number = TEXT_LIMITS.line) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(limit, tooLong(limit))), "");
}
