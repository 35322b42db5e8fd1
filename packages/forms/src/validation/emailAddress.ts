import * as v from "valibot";

/**
 * A required e-mail address. Forms render with `noValidate` (modular-forms' default), so the
 * browser's own format check for `type="email"` never runs and this one stands in for it.
 */
export function emailAddress(requiredMessage: string, invalidMessage: string) {
  return v.pipe(v.string(requiredMessage), v.trim(), v.nonEmpty(requiredMessage), v.email(invalidMessage));
}
