import { Slider, type SliderProps } from "@grand-river/ui";
import type { FieldValues } from "@modular-forms/react";
import { BoundField, type FieldBinding } from "../BoundField/BoundField.js";

/** Props of `SliderInput`: a `Slider`'s, with its value and error taken from the form. */
export interface SliderInputProps<TValues extends FieldValues>
  extends FieldBinding<TValues, number>, Omit<SliderProps, "name" | "value" | "defaultValue" | "error" | "ref"> {}

/** A range input bound to a number field; give the field an initial value inside the range. */
export function SliderInput<TValues extends FieldValues>({ of, name, ...props }: SliderInputProps<TValues>) {
  return (
    <BoundField<number> of={of as never} name={name} kind="number">
      {({ value, error, props: field }) => (
        <Slider
          {...props}
          {...field}
          value={value === undefined || Number.isNaN(value) ? props.min : value}
          error={error || undefined}
        />
      )}
    </BoundField>
  );
}
