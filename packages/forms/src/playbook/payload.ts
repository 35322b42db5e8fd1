import type { PlaybookPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import type { PlaybookMessages } from "./messages.js";
import { playbookSchema, type PlaybookValues } from "./schema.js";

/**
 * The body of webhook call #3 from a valid sign-up, parsed with the form's `messages`; the spec
 * sends no timestamp with it.
 */
export function toPlaybookPayload(values: PlaybookValues, messages?: PlaybookMessages): PlaybookPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  return v.parse(playbookSchema(messages), values);
}
