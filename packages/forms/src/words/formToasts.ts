import type { FormToast, ToastWords } from "./types.js";

// A toast's look is no word to translate: it says what the toast reports, in every language.

/** A toast that reports something gone wrong: destructive (spec §8), an alert to screen readers. */
export function failureToast({ title, description }: ToastWords): FormToast {
  return { title, description, variant: "destructive" };
}

/** A toast that reports success: a status to screen readers. */
export function successToast({ title, description }: ToastWords): FormToast {
  return { title, description, variant: "success" };
}
