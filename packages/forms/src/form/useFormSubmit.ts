import { getValues, validate, type FieldValues, type FormStore } from "@modular-forms/react";
import { useRef, useState, type SyntheticEvent } from "react";
import { honeypotFilled } from "../fields/Honeypot/Honeypot.js";

/** What a form does with a submit attempt. */
export interface FormSubmitHandlers<TValues extends FieldValues> {
  /** Runs with the values once every field is valid; the form stays busy until it settles. */
  onValid: (values: TValues) => Promise<void>;
  /** Runs when a field is invalid, after focus has moved to the first one. */
  onInvalid?: () => void;
  /**
   * Runs instead of validating and sending when the form's `Honeypot` was filled in, which only a
   * bot does: show the success state as if the submission went through, so the bot learns nothing.
   */
  onTrapped?: () => void;
}

/** A form's submit handler and whether it is busy sending. */
export interface FormSubmit {
  /** True from a valid submit until `onValid` settles: disable the button and show the busy label. */
  busy: boolean;
  /** For the `<form>`'s `onSubmit`. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
}

/**
 * Validates and submits a modular-forms store, sending at most one request at a time.
 *
 * Used in place of modular-forms' `<Form>`: that one validates and calls `onSubmit` again for a
 * second click or Enter while the first request is still out, and clears `submitting` when the
 * second attempt ends, re-enabling the button too early. Here the guard is taken synchronously on
 * the submit event, before validation's first await, so a double click sends exactly one request.
 */
export function useFormSubmit<TValues extends FieldValues>(
  form: FormStore<TValues>,
  { onValid, onInvalid, onTrapped }: FormSubmitHandlers<TValues>,
): FormSubmit {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (onTrapped && honeypotFilled(event.currentTarget)) {
      onTrapped();
      return;
    }
    inFlight.current = true;
    // Once submitted, modular-forms re-validates each field as it changes, clearing fixed errors.
    // The form store is modular-forms' signals, made to be set (its own handleSubmit does the same).
    // eslint-disable-next-line react-hooks/immutability
    form.submitted.value = true;
    form.submitCount.value += 1;
    void (async () => {
      try {
        // Focuses the first invalid field, in the order the fields rendered.
        if (!(await validate(form))) {
          onInvalid?.();
          return;
        }
        setBusy(true);
        form.submitting.value = true;
        await onValid(getValues(form) as TValues);
      } finally {
        form.submitting.value = false;
        inFlight.current = false;
        setBusy(false);
      }
    })();
  };

  return { busy, onSubmit };
}
