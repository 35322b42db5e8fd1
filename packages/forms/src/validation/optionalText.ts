import * as v from "valibot";

/** A text field that may be left empty; it parses to "" when missing, trimmed otherwise (see requiredText.ts). */
export function optionalText() {
  return v.optional(v.pipe(v.string(), v.trim()), "");
}
