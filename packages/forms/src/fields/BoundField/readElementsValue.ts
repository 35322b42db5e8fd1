/** How a field's value is read from its native elements, as modular-forms reads it on input. */
export type FieldKind = "string" | "string[]" | "number" | "boolean";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isCheckable = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio");

/**
 * The value a field's elements hold now: one input's text or number, a radio group's checked
 * value, a checkbox group's checked values in page order, a switch's state. `undefined` when the
 * elements say nothing (no radio checked, no elements at all).
 */
export function readElementsValue(elements: readonly FieldElement[], kind: FieldKind): unknown {
  const [first] = elements;
  if (!first) return undefined;
  switch (kind) {
    case "boolean":
      return isCheckable(first) ? first.checked : undefined;
    case "number":
      return first instanceof HTMLInputElement ? first.valueAsNumber : Number(first.value);
    case "string[]":
      if (first instanceof HTMLSelectElement) return [...first.selectedOptions].map((option) => option.value);
      return elements.filter((element) => isCheckable(element) && element.checked).map((element) => element.value);
    case "string":
      if (isCheckable(first)) return elements.find((element) => isCheckable(element) && element.checked)?.value;
      return first.value;
  }
}

// Nothing entered, whichever way a field says it: no value, no text, or a number input left empty.
const isBlank = (value: unknown) =>
  value === undefined || value === "" || (typeof value === "number" && Number.isNaN(value));

/** Whether two field values are the same: lists item by item, and every kind of blank alike. */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index]);
  return Object.is(a, b);
}
