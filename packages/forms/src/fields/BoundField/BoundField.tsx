import {
  Field,
  type FieldElementProps,
  type FieldPath,
  type FieldPathValue,
  type FieldStore,
  type FieldValues,
  type FormStore,
  type Maybe,
  type MaybeValue,
} from "@modular-forms/react";
import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";

/** The names of the fields of `TValues` that hold a `TValue`, so a text input cannot bind to a list. */
export type FieldNameOf<TValues extends FieldValues, TValue> = {
  [Name in FieldPath<TValues>]: FieldPathValue<TValues, Name> extends MaybeValue<TValue> ? Name : never;
}[FieldPath<TValues>];

/** What every bound field takes to find its value: the form store and the field's name. */
export interface FieldBinding<TValues extends FieldValues, TValue> {
  /** The form store from `useForm`. */
  of: FormStore<TValues, undefined>;
  /** The field's name, which is also the native input's `name` attribute (the spec's field name). */
  name: FieldNameOf<TValues, TValue>;
}

/** One render of a bound field: its current value and error, and the props for its native element. */
export interface FieldState<TValue> {
  value: Maybe<TValue>;
  /** "" when the field is valid. */
  error: string;
  /** modular-forms' `name`, `ref`, `onChange` and `onBlur`, to spread onto the native element. */
  props: FieldElementProps<FieldValues, string>;
}

/** How modular-forms reads a native element's input into the field's value. */
type FieldKind = "string" | "string[]" | "number" | "boolean";

interface BoundFieldProps<TValue> {
  of: FormStore<FieldValues, undefined>;
  name: string;
  kind: FieldKind;
  children: (state: FieldState<TValue>) => ReactNode;
}

/**
 * modular-forms' `Field` for any form. The typed wrappers above it (TextInput, …) keep names and
 * value types honest, so this one place may erase them.
 */
export function BoundField<TValue>({ of, name, kind, children }: BoundFieldProps<TValue>) {
  return (
    <Field of={of} name={name} type={kind as never}>
      {(field, props) => (
        <FieldReader field={field as FieldStore<FieldValues, string>} props={props} render={children} />
      )}
    </Field>
  );
}

interface FieldReaderProps<TValue> {
  field: FieldStore<FieldValues, string>;
  props: FieldElementProps<FieldValues, string>;
  render: (state: FieldState<TValue>) => ReactNode;
}

/**
 * Reads the field's signals inside a component of its own: without `useSignals()` first, a
 * component that reads `.value` never re-renders when the value or error changes.
 */
function FieldReader<TValue>({ field, props, render }: FieldReaderProps<TValue>) {
  useSignals();
  return render({ value: field.value.value as Maybe<TValue>, error: field.error.value, props });
}
