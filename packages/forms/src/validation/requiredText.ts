import * as v from "valibot";

/** A text field that must hold more than spaces; a missing value gets the same message. */
export function requiredText(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
}
