import type { ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, useFieldIds, type FieldTextProps } from "../Field/Field.js";
import * as styles from "./Switch.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `Switch`: a checkbox input's props (`checked`, `defaultChecked`, `onChange`, `ref`…) plus label, hint and error. */
export interface SwitchProps
  extends Omit<ComponentPropsWithRef<"input">, "type" | "role" | "children">, FieldTextProps {}

/**
 * An on/off switch: a native checkbox with `role="switch"`, so it posts with a form, Space toggles
 * it, and browsers report its on/off state from `checked` with no script of ours (which is why the
 * footer's switch, on every page, needs no widget library). The label is the whole row.
 *
 * **Use** for a setting that takes effect at once, such as dark mode. **Not** inside a form that is
 * sent later: there a checkbox says "include this" more plainly.
 */
export function Switch({ label, hint, error, id, className, "aria-describedby": describedBy, ...props }: SwitchProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div className={styles.field}>
      <label className={styles.row} htmlFor={ids.fieldId}>
        <input
          {...props}
          type="checkbox"
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
