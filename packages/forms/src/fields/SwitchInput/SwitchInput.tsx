import { Switch, type SwitchProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `SwitchInput`: a `Switch`'s, with its state and error taken from the form. */
export interface SwitchInputProps<TValues extends FieldValues>
  extends
    FieldBinding<TValues, boolean>,
    Omit<SwitchProps, "name" | "value" | "checked" | "defaultChecked" | "error" | "ref"> {}

/** An on/off switch bound to a boolean field. */
export function SwitchInput<TValues extends FieldValues>({ of, name, ...props }: SwitchInputProps<TValues>) {
  return (
    <BoundField<boolean> of={of as never} name={name} kind="boolean">
      {({ value, error, props: field }) => (
        <Switch {...props} {...field} checked={value ?? false} error={error || undefined} />
      )}
    </BoundField>
  );
}
