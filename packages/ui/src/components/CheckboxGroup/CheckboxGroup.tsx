import { useState, type ChangeEvent } from "react";
import { ChoiceGroupShell, type ChoiceGroupShellProps, type ChoiceInputProps } from "../Field/ChoiceGroup.js";
import type { FieldOption } from "../Field/Field.js";
import * as styles from "./CheckboxGroup.css.js";
import { cx } from "../../utils/cx.js";

/** A labelled sub-group of checkboxes, e.g. "CRM and Sales". */
export interface CheckboxSubGroup {
  label: string;
  options: readonly FieldOption[];
}

/** Props of `CheckboxGroup`: give either `options`, or `groups` for labelled sub-groups. */
export interface CheckboxGroupProps extends Omit<ChoiceGroupShellProps, "children" | "onChange" | "defaultValue"> {
  /** The `name` every checkbox posts under. */
  name: string;
  options?: readonly FieldOption[];
  groups?: readonly CheckboxSubGroup[];
  /** The checked values, when the caller controls them. */
  value?: readonly string[];
  /** The first checked values, when the checkboxes hold their own state. */
  defaultValue?: readonly string[];
  /** Called with every checked value, in the order the options are listed. */
  onChange?: (next: string[]) => void;
  /** Spread onto every checkbox: a form library's `{ name, ref, onChange, onBlur }` go here. */
  inputProps?: ChoiceInputProps;
}

/**
 * A fieldset of native checkboxes, optionally split into sub-groups that are fieldsets of their own.
 * "Pick at least one" cannot be a native `required`, so `required` marks the legend and says so.
 *
 * **Use** when any number of options may be chosen. **Not** for exactly one choice: that is a
 * `RadioGroup`.
 */
export function CheckboxGroup({
  name,
  options = [],
  groups = [],
  value,
  defaultValue = [],
  onChange,
  inputProps,
  required,
  ...props
}: CheckboxGroupProps) {
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
  const checked = value ?? ownValue;
  const listed = [...options, ...groups.flatMap((group) => group.options)].map((option) => option.value);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    inputProps?.onChange?.(event);
    const { value: toggled, checked: isChecked } = event.currentTarget;
    const set = new Set(checked);
    if (isChecked) set.add(toggled);
    else set.delete(toggled);
    const next = listed.filter((item) => set.has(item));
    setOwnValue(next);
    onChange?.(next);
  };

  const renderOptions = (list: readonly FieldOption[], groupId: string, invalid: boolean, offset: number) => (
    <div className={styles.options}>
      {list.map((option, index) => (
        <label key={option.value} className={styles.choice}>
          <input
            name={name}
            {...inputProps}
            type="checkbox"
            id={`${groupId}-${offset + index}`}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={handleChange}
            aria-invalid={invalid || undefined}
            className={cx(styles.choiceInput, inputProps?.className)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );

  return (
    <ChoiceGroupShell {...props} required={required} announceRequired>
      {({ groupId, invalid }) => (
        <>
          {options.length > 0 ? renderOptions(options, groupId, invalid, 0) : null}
          {groups.length > 0 ? (
            <div className={styles.groups}>
              {groups.map((group, groupIndex) => {
                const offset =
                  options.length + groups.slice(0, groupIndex).reduce((sum, { options: o }) => sum + o.length, 0);
                return (
                  <fieldset key={group.label} className={styles.fieldset}>
                    <legend className={styles.subLegend}>{group.label}</legend>
                    {renderOptions(group.options, groupId, invalid, offset)}
                  </fieldset>
                );
              })}
            </div>
          ) : null}
        </>
      )}
    </ChoiceGroupShell>
  );
}
