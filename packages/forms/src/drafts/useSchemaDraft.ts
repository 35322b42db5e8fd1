import type { FieldValues, FormStore } from "@modular-forms/react";
import { useState } from "react";
import type * as v from "valibot";
import { draftFieldsOf } from "./draftFieldsOf.js";
import { useFormDraft, type FormDraft } from "./useFormDraft.js";

/**
 * A draft of every field of a form's schema, each checked as `draftFieldsOf` says: what
 * `useWebhookForm`'s `draft` takes for a form worth one.
 */
export function useSchemaDraft<TValues extends FieldValues>(
  form: FormStore<TValues>,
  key: string,
  entries: v.ObjectEntries,
): FormDraft {
  const [fields] = useState(() => draftFieldsOf<TValues>(entries));
  return useFormDraft(form, { key, fields });
}
