import { useId, type ReactNode } from "react";
import * as styles from "./Field.css.js";

/** One choice of a select, radio group or checkbox group. */
export interface FieldOption {
  value: string;
  label: string;
}

/** The label, hint and error props every field takes. */
export interface FieldTextProps {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  /** Help shown under the label and read after the name. */
  hint?: string;
  /** A validation message; while set, the control is `aria-invalid` and describes itself with it. */
  error?: string;
}

interface FieldIdsInput {
  id: string | undefined;
  hint: string | undefined;
  error: string | undefined;
  /** Ids the caller already described the control with; kept first. */
  describedBy: string | undefined;
}

/**
 * Ids for a field and the `aria-describedby` list that ties its hint and error to the control.
 * The error comes first so it is heard before the hint. Only messages that are shown are listed.
 */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const ids = [describedBy, error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean);
  return { fieldId, hintId, errorId, describedBy: ids.length > 0 ? ids.join(" ") : undefined };
}

/** The asterisk after a required field's label; hidden from assistive technology, which hears `required`. */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** A field's label. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

/** A field's hint. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/**
 * A field's error. Not a live region: errors appear on submit, when the form moves focus to the first
 * invalid field and its description (this text) is read with it; an alert would also fire on every
 * keystroke of revalidation. The id is stable: `${fieldId}-error`.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        <circle cx="8" cy="11.5" r="1" fill="currentColor" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
