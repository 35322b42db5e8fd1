import { CheckboxGroup, type CheckboxGroupProps } from "@grand-river/ui";
import { setValue, type FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `CheckboxesInput`: a `CheckboxGroup`'s (flat `options` or labelled `groups`), bound to a list field. */
export interface CheckboxesInputProps<TValues extends FieldValues>
  extends
    FieldBinding<TValues, string[]>,
    Omit<CheckboxGroupProps, "name" | "value" | "defaultValue" | "onChange" | "error" | "inputProps"> {}

/** A group of checkboxes bound to a list field: the field holds every ticked value. */
export function CheckboxesInput<TValues extends FieldValues>({ of, name, ...props }: CheckboxesInputProps<TValues>) {
  return (
    <BoundField<string[]> of={of as never} name={name} kind="string[]">
      {({ value, error, props: { onChange: _clickOrder, ...field } }) => (
        <CheckboxGroup
          {...props}
          name={name}
          value={value ?? []}
          // The group reports the ticked values in the order they are listed, so the list sent does
          // not depend on the order they were clicked in. No focus jump when unticking the last one.
          onChange={(next) => setValue(of as never, name as never, next as never, { shouldFocus: false })}
          inputProps={field}
          error={error || undefined}
        />
      )}
    </BoundField>
  );
}
