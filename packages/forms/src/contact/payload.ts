import type { ContactPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import type { ContactMessages } from "./messages.js";
import { contactSchema, type ContactValues } from "./schema.js";

/** The body of webhook call #4 from a valid message, parsed with the form's `messages`. */
export function toContactPayload(values: ContactValues, now: Date, messages?: ContactMessages): ContactPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  return { ...v.parse(contactSchema(messages), values), timestamp: now.toISOString() };
}
