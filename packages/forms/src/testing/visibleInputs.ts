/**
 * The inputs and text areas a person meets, in document order: everything but what is hidden from
 * everyone (aria-hidden), which is the public forms' spam trap and no field of the spec's.
 */
export function visibleInputs(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("input, textarea")].filter(
    (input) => !input.closest("[aria-hidden='true']"),
  );
}
