import type { FormToast, FormToastVariant, ToastWords } from "./types";

/**
 * A form's toasts ready to raise: the words from its messages, the look from the form. The look is
 * no word to translate: failures are destructive whatever language they are in (spec §8).
 */
export function formToasts<Key extends string>(
  words: Readonly<Record<Key, ToastWords>>,
  variants: Readonly<Record<Key, FormToastVariant>>,
): Record<Key, FormToast> {
  const toasts = {} as Record<Key, FormToast>;
  for (const key of Object.keys(variants) as Key[]) {
    toasts[key] = { title: words[key].title, description: words[key].description, variant: variants[key] };
  }
  return toasts;
}
