import type { FormDefinition } from "@grand-river/webhooks";
import * as v from "valibot";
import type { DraftFields } from "./draftStorage.js";

/**
 * What a draft may bring back into each field of a form: into a text or number input, any text or
 * number (half typed, or out of range, as the visitor left it); into a choice, a slider or a switch,
 * only what its own schema (`entries`) accepts, so a stale or edited draft never puts back a choice
 * the form does not offer.
 */
export function draftFieldsOf<TValues>(definition: FormDefinition, entries: v.ObjectEntries): DraftFields<TValues> {
  const fields: Record<string, v.GenericSchema> = {};
  for (const [name, { kind }] of Object.entries(definition.fields)) {
    const typed = kind === "amount" ? v.number() : /^(text|email|url)$/.test(kind) ? v.string() : undefined;
    fields[name] = typed ?? (entries[name] as v.GenericSchema);
  }
  return fields as DraftFields<TValues>;
}
