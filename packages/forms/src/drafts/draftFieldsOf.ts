import type * as v from "valibot";
import type { DraftFields } from "./draftStorage.js";

type Step = { readonly type: string };

/**
 * What a draft may bring back into each field of a form's schema: into a text or number input, any
 * text or number (its schema's base type: half typed, or out of range, as the visitor left it);
 * into a choice, a slider or a switch, only what its own schema accepts, so a stale or edited draft
 * never puts back a choice the form does not offer.
 */
export function draftFieldsOf<TValues>(entries: v.ObjectEntries): DraftFields<TValues> {
  const fields: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const field = "wrapped" in entry ? (entry.wrapped as v.GenericSchema) : entry;
    const steps = ("pipe" in field ? field.pipe : [field]) as readonly Step[];
    // A slider's rule is one check of its range (kinds/slider.ts), not a number, so it keeps its whole entry.
    const typed = /^(string|number)$/.test(field.type);
    fields[name] = typed ? steps[0] : entry;
  }
  return fields as DraftFields<TValues>;
}
