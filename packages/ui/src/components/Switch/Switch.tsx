import * as Ariakit from "@ariakit/react";
import { FieldError, FieldHint, useFieldIds, type FieldTextProps } from "../Field/Field";
import * as styles from "./Switch.css";
import { cx } from "../../utils/cx";

/** Props of `Switch`: Ariakit checkbox props (`checked`, `defaultChecked`, `onChange`, `ref`, native input props) plus label, hint and error. */
export interface SwitchProps extends Omit<Ariakit.CheckboxProps<"input">, "role" | "children">, FieldTextProps {}

/**
 * An on/off switch: a native checkbox with `role="switch"` (Ariakit keeps `aria-checked` in step),
 * so it posts with a form and Space toggles it. The label is the whole row.
 */
export function Switch({ label, hint, error, id, className, "aria-describedby": describedBy, ...props }: SwitchProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={styles.field}>
      <label className={styles.row} htmlFor={ids.fieldId}>
        <Ariakit.Checkbox
          {...props}
          id={ids.fieldId}
          role="switch"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(styles.input, className)}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{label}</span>
      </label>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
