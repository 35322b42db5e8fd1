import type { ChangeEvent } from "react";
import { ChoiceGroupShell, type ChoiceGroupShellProps, type ChoiceInputProps } from "../Field/ChoiceGroup.js";
import type { FieldOption } from "../Field/Field.js";
import * as styles from "./RadioGroup.css.js";
import { cx } from "../../utils/cx.js";

/** Props of `RadioGroup`. */
export interface RadioGroupProps extends Omit<ChoiceGroupShellProps, "children" | "onChange" | "defaultValue"> {
  /** The `name` every radio posts under. */
  name: string;
  options: readonly FieldOption[];
  /** The chosen value, when the caller controls it. */
  value?: string;
  /** The first chosen value, when the radios hold their own state. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** Spread onto every radio: a form library's `{ name, ref, onChange, onBlur }` go here. */
  inputProps?: ChoiceInputProps;
  orientation?: (typeof styles.orientations)[number];
}

/**
 * A fieldset of native radios: the legend names the group, arrow keys move the choice, and the chosen
 * value posts with the form. `required` goes onto the radios, so the browser checks it too.
 *
 * **Use** for one choice from a few options shown at once. **Not** for many options (use a
 * `Select`), or for on/off (use a `Switch` or a single checkbox).
 */
export function RadioGroup({
  name,
  options,
  value,
  defaultValue,
  onChange,
  inputProps,
  orientation,
  required,
  ...props
}: RadioGroupProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    inputProps?.onChange?.(event);
    onChange?.(event.currentTarget.value);
  };
  return (
    <ChoiceGroupShell {...props} required={required}>
      {({ groupId, invalid }) => (
        <div className={styles.options({ orientation })}>
          {options.map((option, index) => (
            <label key={option.value} className={styles.choice}>
              {/* ARIA 1.2 puts aria-invalid on the radiogroup, but screen readers announce it on the
                  focused radio, which is where a refused submit sends focus. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                name={name}
                required={required}
                {...inputProps}
                type="radio"
                id={`${groupId}-${index}`}
                value={option.value}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === undefined ? undefined : defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={handleChange}
                aria-invalid={invalid || undefined}
                className={cx(styles.choiceInput, inputProps?.className)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </ChoiceGroupShell>
  );
}
