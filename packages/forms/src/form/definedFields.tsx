import type { FieldDefinition, FormDefinition } from "@grand-river/webhooks";
import { setValue, type FieldValues, type FormStore } from "@modular-forms/react";
import type { ComponentType, ReactNode } from "react";

/** The input components a form draws its fields with, by what they draw; a form passes those it uses. */
interface FieldInputs {
  text?: ComponentType<never>;
  paragraph?: ComponentType<never>;
  select?: ComponentType<never>;
  switch?: ComponentType<never>;
  radio?: ComponentType<never>;
  checkboxes?: ComponentType<never>;
  slider?: ComponentType<never>;
  amount?: ComponentType<never>;
}

/** How a form draws its fields: the inputs, its words by field, and what its page adds. */
export interface DefinedFieldsSetup {
  /** The words of each field (its label, hint, placeholder), by the field's name. */
  words: object;
  inputs: FieldInputs;
  /** Props for every input of a kind: a radio group's options, a select's, the checkboxes' groups. */
  choices?: { radio?: Props; checkboxes?: Props; select?: Props };
  /** What a field filled in from another (`from`) holds for that one's value. */
  derive?: (value: string) => string;
  /** Focus the first field. */
  autoFocus?: boolean;
}

type Props = Record<string, unknown>;
type Drawn = [keyof FieldInputs, Props];

/** Which input draws `field`, and the props its kind gives it. */
function drawn(field: FieldDefinition, choices: NonNullable<DefinedFieldsSetup["choices"]>): Drawn {
  switch (field.kind) {
    case "text":
      if (field.rows) return ["paragraph", { rows: field.rows, maxLength: field.capped && field.limit }];
      if (field.chosen) return ["select", choices.select ?? {}];
      return ["text", { type: field.input, readOnly: field.from !== undefined || undefined }];
    case "email":
      return ["text", { type: "email" }];
    case "url":
      return ["text", { type: "url" }];
    case "switch":
      return ["switch", {}];
    case "radio":
      return ["radio", choices.radio ?? {}];
    case "checkboxes":
      return ["checkboxes", choices.checkboxes ?? {}];
    case "slider":
      return ["slider", { min: field.min, max: field.max, step: field.step }];
    case "amount":
      return ["amount", { min: 0, step: field.step, inputMode: Number.isInteger(field.step) ? "numeric" : undefined }];
  }
}

/**
 * A form's fields drawn from its definition, in its order, each with its words: the form lays them
 * out by position (a grid of the first four…), so no component names a field.
 */
export function definedFields<TValues extends FieldValues>(
  form: FormStore<TValues>,
  definition: FormDefinition,
  { words, inputs, choices = {}, derive, autoFocus }: DefinedFieldsSetup,
): ReactNode[] {
  const entries = Object.entries<FieldDefinition>(definition.fields);
  return entries.map(([name, field], index) => {
    const [input, props] = drawn(field, choices);
    const Input = inputs[input] as ComponentType<Record<string, unknown>> | undefined;
    if (!Input) throw new Error(`The form draws no ${input} input, which its field "${name}" needs.`);
    const filled = entries.find(([, other]) => other.kind === "text" && other.from === name)?.[0];
    return (
      <Input
        key={name}
        of={form}
        name={name}
        {...(words as Record<string, object>)[name]}
        {...props}
        autoComplete={field.autoComplete}
        required={field.required}
        // Only where the form asks: the contact form's next message, after the thank-you panel.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={(autoFocus && index === 0) || undefined}
        {...(filled && derive
          ? {
              onChange: (event: { currentTarget: { value: string } }) =>
                setValue(form, filled as never, derive(event.currentTarget.value) as never, { shouldFocus: false }),
            }
          : {})}
      />
    );
  });
}
