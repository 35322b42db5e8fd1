import type { FieldDefinition, FieldValue, FormFields } from "@grand-river/webhooks";
import * as v from "valibot";
import type { FieldErrors, FieldKind, KindsOf } from "../kinds/fieldKind.js";

/** A form's values, as its schema parses them. */
type ValuesOf<Fields extends FormFields> = { -readonly [Name in keyof Fields]: FieldValue<Fields[Name]> };

/** A form's values as its inputs hold them: any may be missing. */
type InputOf<Fields extends FormFields> = { [Name in keyof Fields]?: FieldValue<Fields[Name]> };

/** A form's schema: its definition's fields with its words' messages. */
export type FormSchema<Fields extends FormFields> = v.GenericSchema<InputOf<Fields>, ValuesOf<Fields>> & {
  readonly entries: v.ObjectEntries;
};

/** The schema of a form with these fields, each by the rule of its kind, its messages from `errors`. */
export function formSchema<Fields extends FormFields>(
  fields: Fields,
  kinds: KindsOf<Fields>,
  errors: FieldErrors,
): FormSchema<Fields> {
  const said = errors as FieldErrors & Readonly<Record<string, unknown>>;
  const entries = Object.entries<FieldDefinition>(fields).map(([name, field]) => {
    const own = said[name];
    const say = (key: string) => (typeof own === "string" ? own : (said[key] as string));
    const kind = (kinds as unknown as Record<string, FieldKind<FieldDefinition>>)[field.kind];
    return [name, kind?.rule(field, { own, say, errors: said, name })];
  });
  return v.object(Object.fromEntries(entries)) as unknown as FormSchema<Fields>;
}
