import { RadioGroup, type RadioGroupProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `RadioInput`: a `RadioGroup`'s, with its value and error taken from the form. */
export interface RadioInputProps<TValues extends FieldValues>
  extends
    FieldBinding<TValues, string>,
    Omit<RadioGroupProps, "name" | "value" | "defaultValue" | "onChange" | "error" | "inputProps"> {}

/**
 * A group of radios bound to a string field. The form's handlers go onto every radio, so the first
 * radio is the one focused when the group is the first invalid field.
 */
export function RadioInput<TValues extends FieldValues>({ of, name, ...props }: RadioInputProps<TValues>) {
  return (
    <BoundField<string> of={of as never} name={name} kind="string">
      {({ value, error, props: field }) => (
        // An empty string checks no radio, where undefined would hand the radios their own state.
        <RadioGroup {...props} name={name} value={value ?? ""} inputProps={field} error={error || undefined} />
      )}
    </BoundField>
  );
}
