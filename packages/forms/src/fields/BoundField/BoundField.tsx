import {
  Field,
  setValue,
  type FieldElementProps,
  type FieldPath,
  type FieldPathValue,
  type FieldStore,
  type FieldValues,
  type FormStore,
  type Maybe,
  type MaybeValue,
} from "@modular-forms/react";
import { effect } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { useHydrated } from "../useHydrated.js";
import { readElementsValue, sameFieldValue, type FieldKind } from "./readElementsValue.js";

/** The names of the fields of `TValues` that hold a `TValue`, so a text input cannot bind to a list. */
type FieldNameOf<TValues extends FieldValues, TValue> = {
  [Name in FieldPath<TValues>]: FieldPathValue<TValues, Name> extends MaybeValue<TValue> ? Name : never;
}[FieldPath<TValues>];

/** What every bound field takes to find its value: the form store and the field's name. */
export interface FieldBinding<TValues extends FieldValues, TValue> {
  /** The form store from `useForm`. */
  of: FormStore<TValues>;
  /** The field's name, which is also the native input's `name` attribute (the spec's field name). */
  name: FieldNameOf<TValues, TValue>;
}

/** One render of a bound field: its current value and error, and the props for its native element. */
interface FieldState<TValue> {
  /** With `elementKeepsValue`, the value when this render began, for the element's `defaultValue`. */
  value: Maybe<TValue>;
  /** "" when the field is valid. */
  error: string;
  /** modular-forms' `name`, `ref`, `onChange` and `onBlur`, to spread onto the native element. */
  props: FieldElementProps<FieldValues, string>;
}

interface BoundFieldProps<TValue> {
  of: FormStore<FieldValues>;
  name: string;
  kind: FieldKind;
  /**
   * The native element holds the value (`defaultValue`, not `value`): a keystroke goes to the form
   * and renders nothing, and a value the form sets (a draft, a reset) is written into the element.
   * For a text field whose look does not follow its value.
   */
  elementKeepsValue?: boolean;
  children: (state: FieldState<TValue>) => ReactNode;
}

/**
 * modular-forms' `Field` for any form. The typed wrappers above it (TextInput, …) keep names and
 * value types honest, so this one place may erase them.
 */
export function BoundField<TValue>({ of, name, kind, elementKeepsValue = false, children }: BoundFieldProps<TValue>) {
  return (
    <Field of={of} name={name} type={kind}>
      {(field, props) => (
        <FieldReader
          of={of}
          name={name}
          kind={kind}
          field={field}
          props={props}
          elementKeepsValue={elementKeepsValue}
          render={children}
        />
      )}
    </Field>
  );
}

interface FieldReaderProps<TValue> {
  of: FormStore<FieldValues>;
  name: string;
  kind: FieldKind;
  field: FieldStore<FieldValues, string>;
  props: FieldElementProps<FieldValues, string>;
  elementKeepsValue: boolean;
  render: (state: FieldState<TValue>) => ReactNode;
}

/**
 * Reads the field's signals inside a component of its own: without `useSignals()` first, a
 * component that reads `.value` never re-renders when the value or error changes. Where the element
 * keeps the value, only the error is read (`peek` does not subscribe), so typing renders nothing.
 */
function FieldReader<TValue>({ of, name, kind, field, props, elementKeepsValue, render }: FieldReaderProps<TValue>) {
  useSignals();
  const elements = useRef<HTMLInputElement[]>([]);
  const bound = useAdoptTypedValue(of, name, kind, field, props, elements);
  useFormValueWritten(elementKeepsValue ? field : undefined, elements);
  const value = (elementKeepsValue ? field.value.peek() : field.value.value) as Maybe<TValue>;
  return render({ value, error: field.error.value, props: bound });
}

/**
 * Writes each value the form sets (a draft put back, a reset) into the field's elements, which keep
 * their own value; what the visitor types is already there, and is left alone.
 */
function useFormValueWritten(
  field: FieldStore<FieldValues, string> | undefined,
  elements: RefObject<HTMLInputElement[]>,
) {
  useEffect(() => {
    if (!field) return;
    return effect(() => {
      // Text fields only: anything else (none yet) is an empty field.
      const value = field.value.value;
      const text = typeof value === "string" ? value : "";
      for (const element of elements.current) if (element.isConnected && element.value !== text) element.value = text;
    });
  }, [field, elements]);
}

/**
 * A prerendered form can be typed into before its code runs, and while it hydrates; hydration keeps
 * what is in the page (React never writes a field's value while hydrating) but the form store still
 * holds its start value, and the next render would put that back. So once a field that hydrated is
 * mounted, whatever its elements hold that differs from the store (typed early, or restored by the
 * browser) becomes the field's value, marked dirty like any other change; the page's runtime keeps
 * the visitor's events from React until then, so nothing is written over them in between. A field
 * mounted later, by the browser, had nothing typed into it before: it reads nothing. Returns the
 * element props with a ref that also notes the elements (in `elements`), for reading them.
 */
function useAdoptTypedValue(
  of: FormStore<FieldValues>,
  name: string,
  kind: FieldKind,
  field: FieldStore<FieldValues, string>,
  props: FieldElementProps<FieldValues, string>,
  elements: RefObject<HTMLInputElement[]>,
): FieldElementProps<FieldValues, string> {
  // Only the render that hydrates prerendered HTML (or renders it on the server) says false.
  const hydrated = useHydrated();
  const mountedByHydration = useRef(!hydrated);
  // Kept stable as modular-forms keeps its own: a new ref each render would register the elements again.
  const bound = useMemo(
    () => ({
      ...props,
      ref(element: HTMLInputElement | null) {
        if (element && !elements.current.includes(element)) elements.current.push(element);
        props.ref(element);
      },
    }),
    [props, elements],
  );
  useEffect(() => {
    if (!mountedByHydration.current) return;
    const typed = readElementsValue(
      elements.current.filter((element) => element.isConnected),
      kind,
    );
    if (typed === undefined || sameFieldValue(typed, field.value.peek())) return;
    setValue(of, name as never, typed as never, { shouldTouched: false, shouldValidate: false, shouldFocus: false });
    // Mount only: later changes reach the store through the elements' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return bound;
}
