import type { FieldDefinition, FormFields } from "@grand-river/webhooks";
import { setValue, type FieldValues, type FormStore } from "@modular-forms/react";
import type { ComponentType, ReactNode } from "react";
import type { FieldKind, KindsOf } from "../kinds/fieldKind.js";

/** How a form draws its fields: its words by field, and what its page adds. */
export interface DefinedFieldsSetup<Fields extends FormFields> {
  kinds: KindsOf<Fields>;
  /** The words of each field (its label, hint, placeholder), by the field's name. */
  words: object;
  /** Props for every input of a kind: a radio group's options, a select's, the checkboxes' groups. */
  choices?: { readonly [Kind in keyof KindsOf<Fields>]?: object };
  /** What a field filled in from another (`from`) holds for that one's value. */
  derive?: (value: string) => string;
  /** Focus the first field. */
  autoFocus?: boolean;
}

/**
 * A form's fields drawn from its definition, in its order, each by its kind's input with its words:
 * the form lays them out by position (a grid of the first four…), so no component names a field.
 */
export function definedFields<TValues extends FieldValues, Fields extends FormFields>(
  form: FormStore<TValues>,
  fields: Fields,
  { kinds, words, choices = {}, derive, autoFocus }: DefinedFieldsSetup<Fields>,
): ReactNode[] {
  const entries = Object.entries<FieldDefinition>(fields);
  return entries.map(([name, field], index) => {
    const [Input, props] =
      (kinds as unknown as Record<string, FieldKind<FieldDefinition>>)[field.kind]?.draw(field) ?? [];
    const Drawn = Input as ComponentType<Record<string, unknown>>;
    const filled = derive && entries.find(([, other]) => other.kind === "line" && other.from === name)?.[0];
    return (
      <Drawn
        key={name}
        of={form}
        name={name}
        {...(words as Record<string, object>)[name]}
        autoComplete={field.autoComplete}
        required={field.required}
        {...props}
        {...(choices as Record<string, object>)[field.kind]}
        // Only where the form asks: the contact form's next message, after the thank-you panel.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={(autoFocus && index === 0) || undefined}
        {...(filled && {
          onChange: (event: { currentTarget: { value: string } }) =>
            setValue(form, filled as never, derive(event.currentTarget.value) as never, { shouldFocus: false }),
        })}
      />
    );
  });
}
