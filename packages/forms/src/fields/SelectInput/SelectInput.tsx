import { Select, type SelectProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `SelectInput`: a `Select`'s, with its value and error taken from the form. */
export interface SelectInputProps<TValues extends FieldValues>
  extends
    FieldBinding<TValues, string>,
    Omit<SelectProps, "name" | "value" | "defaultValue" | "error" | "ref" | "multiple"> {}

/** A native select bound to a string field. */
export function SelectInput<TValues extends FieldValues>({ of, name, ...props }: SelectInputProps<TValues>) {
  return (
    <BoundField<string> of={of as never} name={name} kind="string">
      {({ value, error, props: field }) => (
        <Select {...props} {...field} value={value ?? ""} error={error || undefined} />
      )}
    </BoundField>
  );
}
