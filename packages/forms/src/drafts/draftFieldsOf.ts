import * as v from "valibot";
import type { DraftFields } from "./draftStorage.js";

const anyText = v.string();
const anyNumber = v.pipe(v.number(), v.finite());

/**
 * What a draft may bring back into each field of a form's schema: any text into a text field (half
 * typed is the point of a draft), any number into a number input (as typed, even out of range), and
 * into a choice, a slider or a switch only what its own schema accepts, so a stale or edited draft
 * never puts back a choice the form does not offer.
 */
export function draftFieldsOf<TValues>(entries: v.ObjectEntries): DraftFields<TValues> {
  const fields: Record<string, v.GenericSchema> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const field = entry.type === "optional" ? (entry as v.OptionalSchema<v.GenericSchema, unknown>).wrapped : entry;
    const bounded = "pipe" in field && (field.pipe as { type: string }[]).some((step) => step.type === "max_value");
    fields[name] = field.type === "string" ? anyText : field.type === "number" && !bounded ? anyNumber : entry;
  }
  return fields as DraftFields<TValues>;
}
