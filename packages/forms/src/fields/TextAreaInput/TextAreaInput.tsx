import { TextArea, type TextAreaProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `TextAreaInput`: a `TextArea`'s, with its value and error taken from the form. */
export interface TextAreaInputProps<TValues extends FieldValues>
  extends FieldBinding<TValues, string>, Omit<TextAreaProps, "name" | "value" | "defaultValue" | "error" | "ref"> {}

/**
 * A multi-line text bound to a string field; with `maxLength` it is capped and shows a counter.
 * Without one the text area keeps its own value (`elementKeepsValue`), so a keystroke renders
 * nothing; a counter follows the form's value, which a draft put back changes too.
 */
export function TextAreaInput<TValues extends FieldValues>({ of, name, ...props }: TextAreaInputProps<TValues>) {
  const keepsValue = props.maxLength === undefined;
  return (
    <BoundField<string> of={of as never} name={name} kind="string" elementKeepsValue={keepsValue}>
      {({ value, error, props: field }) => (
        <TextArea
          {...props}
          {...field}
          {...(keepsValue ? { defaultValue: value ?? "" } : { value: value ?? "" })}
          error={error || undefined}
        />
      )}
    </BoundField>
  );
}
