import * as v from "valibot";
import type { TooLongMessage } from "../words/types.js";
import { TEXT_LIMITS } from "./limits.js";

/**
 * A required e-mail address. Forms render with `noValidate` (modular-forms' default), so the
 * browser's own format check for `type="email"` never runs and this one stands in for it. A missing
 * one starts as "" and gets the required message.
 */
export function emailAddress(requiredMessage: string, invalidMessage: string, tooLong: TooLongMessage) {
  return v.optional(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email)),
      v.email(invalidMessage),
    ),
    "",
  );
}
