import type { ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, FieldLabel, useFieldIds, type FieldTextProps } from "../Field/Field.js";
import * as styles from "./TextField.css.js";
import { cx } from "../../utils/cx.js";

/** An input type a `TextField` renders. */
export type TextFieldType = (typeof styles.types)[number];

/** Props of `TextField`: every `<input>` prop (spread onto it, `ref` included) plus label, hint and error. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<"input">, "type">, FieldTextProps {
  type?: TextFieldType;
}

/** A labelled single-line input that owns its hint, error and ARIA wiring. */
export function TextField({
  label,
  hint,
  error,
  type = "text",
  id,
  required,
  className,
  "aria-describedby": describedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={ids.fieldId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <input
        {...props}
        id={ids.fieldId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.control, className)}
      />
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
