import { valiForm } from "@modular-forms/react";
import type * as v from "valibot";

/**
 * The error message each field would show, exactly as the form computes them: through
 * modular-forms' valiForm, which stops at a field's first failing rule. For tests.
 * A field the visitor never touched is present with the value undefined, as modular-forms
 * passes it, so tests write `{ name: undefined }` rather than leaving the key out.
 */
export function formErrors(schema: v.GenericSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  return valiForm(schema as never)(values as never) as Promise<Record<string, string>>;
}
