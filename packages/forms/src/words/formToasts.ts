import { WebhookError } from "@grand-river/webhooks";
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

/** What a form says when the site's relay answers 429, unless its messages give words of their own. */
export const tooManyTriesWords: ToastWords = {
  title: "Too many tries",
  description: "Please wait a minute, then send again.",
};

/**
 * The toast for a send that failed: the relay's "too many tries" (429, relay mode) in words of its
 * own, anything else in the form's failure words, which ask the visitor to try again.
 */
export function sendFailureToast(error: unknown, toasts: { failed: ToastWords; tooManyTries?: ToastWords }): FormToast {
  const tooMany = error instanceof WebhookError && error.status === 429;
  return failureToast(tooMany ? (toasts.tooManyTries ?? tooManyTriesWords) : toasts.failed);
}
