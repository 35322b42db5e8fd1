import * as v from "valibot";
import type { TooLongMessage } from "../words/types.js";
import { TEXT_LIMITS } from "./limits.js";

// How every form treats text: trimmed at both ends (JavaScript's `trim`), otherwise sent exactly as
// typed, markup, control and right-to-left characters included. Nothing is escaped or stripped
// here, because the same text may end up in e-mail, a CRM or a sheet, each with its own escaping:
// the receiver escapes for where it writes. Lengths count UTF-16 code units, as `maxlength` does,
// and every text has a limit (limits.ts). The admin password alone is not trimmed.

/** A text field that must hold at least `minLength` characters besides spaces at its ends, and at most `limit`; a missing value starts as "" and gets the same message. */
export function requiredText(
  message: string,
  tooLong: TooLongMessage,
  limit: number = TEXT_LIMITS.line,
  minLength = 1,
) {
  return v.optional(
    v.pipe(v.string(message), v.trim(), v.minLength(minLength, message), v.maxLength(limit, tooLong(limit))),
    "",
  );
}
