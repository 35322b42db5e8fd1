import type { ContactPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import { ContactSchema, type ContactValues } from "./schema";

/** The body of webhook call #4 from a valid message. */
export function toContactPayload(values: ContactValues, now: Date): ContactPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  const { name, email, phone, message } = v.parse(ContactSchema, values);
  return { name, email, phone, message, timestamp: now.toISOString() };
}
