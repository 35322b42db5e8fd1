import type { ComponentPropsWithRef } from "react";
import {
  FieldError,
  FieldHint,
  FieldLabel,
  useFieldIds,
  type FieldOption,
  type FieldTextProps,
} from "../Field/Field.js";
import * as styles from "./Select.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Select`: every `<select>` prop (spread onto it, `ref` included) plus label, hint, error and options. */
export interface SelectProps extends ComponentPropsWithRef<"select">, FieldTextProps {
  options: readonly FieldOption[];
  /**
   * A first, empty choice such as "Select team size". With `required`, choosing nothing fails the
   * browser's own check, because an empty first option is the select's placeholder.
   */
  placeholder?: string;
}

/**
 * A labelled native select: the platform's own picker, keyboard and form posting.
 *
 * **Use** for one choice from more than about five options. **Not** for two to five options, which
 * read better at a glance as a `RadioGroup`.
 */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  id,
  required,
  className,
  "aria-describedby": describedBy,
  ...props
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={ids.fieldId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <div className={styles.wrapper}>
        <select
          {...props}
          id={ids.fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(styles.select, className)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </div>
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
