import { TextField, type TextFieldProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `TextInput`: a `TextField`'s, with its value and error taken from the form. */
export interface TextInputProps<TValues extends FieldValues>
  extends FieldBinding<TValues, string>, Omit<TextFieldProps, "name" | "value" | "defaultValue" | "error" | "ref"> {}

/**
 * A text-like input (text, email, url, tel, password, date, time) bound to a string field.
 * An `onChange` passed in runs after the form has taken the new value. The input keeps its own
 * value (`elementKeepsValue`): a keystroke hands the form the text and renders nothing.
 */
export function TextInput<TValues extends FieldValues>({ of, name, onChange, ...props }: TextInputProps<TValues>) {
  return (
    <BoundField<string> of={of as never} name={name} kind="string" elementKeepsValue>
      {({ value, error, props: field }) => (
        <TextField
          {...props}
          {...field}
          onChange={(event) => {
            field.onChange(event);
            onChange?.(event);
          }}
          defaultValue={value ?? ""}
          error={error || undefined}
        />
      )}
    </BoundField>
  );
}
