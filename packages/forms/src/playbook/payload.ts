import type { PlaybookPayload } from "@grand-river/webhooks";
import * as v from "valibot";
import { PlaybookSchema, type PlaybookValues } from "./schema";

/** The body of webhook call #3 from a valid sign-up; the spec sends no timestamp with it. */
export function toPlaybookPayload(values: PlaybookValues): PlaybookPayload {
  // Parsing again applies the schema's trimming and defaults; it throws only on unvalidated input.
  return v.parse(PlaybookSchema, values);
}
