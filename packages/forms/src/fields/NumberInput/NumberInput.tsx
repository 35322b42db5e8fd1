import { TextField, type TextFieldProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `NumberInput`: a `TextField`'s (its `type` is fixed), with value and error taken from the form. */
export interface NumberInputProps<TValues extends FieldValues>
  extends
    FieldBinding<TValues, number>,
    Omit<TextFieldProps, "name" | "value" | "defaultValue" | "error" | "ref" | "type"> {}

/**
 * A number input bound to a number field. A cleared input reads as NaN, which the schema turns into
 * its "… is required" message; it is shown as an empty box rather than the text "NaN".
 */
export function NumberInput<TValues extends FieldValues>({ of, name, ...props }: NumberInputProps<TValues>) {
  return (
    <BoundField<number> of={of as never} name={name} kind="number">
      {({ value, error, props: field }) => (
        <TextField
          inputMode="decimal"
          {...props}
          {...field}
          type="number"
          value={value === undefined || Number.isNaN(value) ? "" : value}
          error={error || undefined}
        />
      )}
    </BoundField>
  );
}
