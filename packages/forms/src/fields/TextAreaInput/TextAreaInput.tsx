import { TextArea, type TextAreaProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `TextAreaInput`: a `TextArea`'s, with its value and error taken from the form. */
export interface TextAreaInputProps<TValues extends FieldValues>
  extends FieldBinding<TValues, string>, Omit<TextAreaProps, "name" | "value" | "defaultValue" | "error" | "ref"> {}

/** A multi-line text bound to a string field; with `maxLength` it is capped and shows a counter. */
export function TextAreaInput<TValues extends FieldValues>({ of, name, ...props }: TextAreaInputProps<TValues>) {
  return (
    <BoundField<string> of={of as never} name={name} kind="string">
      {({ value, error, props: field }) => (
        <TextArea {...props} {...field} value={value ?? ""} error={error || undefined} />
      )}
    </BoundField>
  );
}
