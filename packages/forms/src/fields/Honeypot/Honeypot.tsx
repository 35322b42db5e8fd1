import { visuallyHidden } from "@grand-river/ui";
import { useId } from "react";
import { HONEYPOT_FIELD } from "./honeypotField.js";

export { HONEYPOT_FIELD };

/**
 * A spam trap for the public forms. People never meet it: it is off screen, hidden from assistive
 * technology, out of the tab order and closed to autofill. A bot that fills every input fills it,
 * and `useFormSubmit` then shows the form's success state without sending anything.
 * Uncontrolled on purpose: it is no part of the form's values, its draft or its payload.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Whether the form's honeypot holds anything: the submission then comes from a bot. */
export function honeypotFilled(form: HTMLFormElement): boolean {
  const trap = form.elements.namedItem(HONEYPOT_FIELD);
  return trap instanceof HTMLInputElement && trap.value !== "";
}
