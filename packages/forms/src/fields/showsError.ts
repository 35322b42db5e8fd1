import { getErrors, type FieldValues, type FormStore } from "@modular-forms/react";

/**
 * Whether any field of the form shows `message` now. The spec raises its "missing fields" toasts
 * only for missing values, not for every invalid one, and the missing message is how to tell.
 */
export function showsError<TValues extends FieldValues>(form: FormStore<TValues>, message: string): boolean {
  return Object.values(getErrors(form)).includes(message);
}
