import type { FieldDefinition, FieldValue, FormDefinition } from "@grand-river/webhooks";
import * as v from "valibot";
import { emailAddress } from "../validation/emailAddress.js";
import { optionalText } from "../validation/optionalText.js";
import { requiredText } from "../validation/requiredText.js";
import { websiteUrl } from "../validation/websiteUrl.js";
import type { TooLongMessage } from "../words/types.js";

/** A form's values, as its schema parses them. */
type ValuesOf<Definition extends FormDefinition> = {
  -readonly [Name in keyof Definition["fields"]]: FieldValue<Definition["fields"][Name]>;
};

/** A form's values as its inputs hold them: any may be missing. */
export type InputOf<Definition extends FormDefinition> = {
  [Name in keyof ValuesOf<Definition>]?: ValuesOf<Definition>[Name];
};

/** A form's schema: its definition's fields with its words' messages. */
export type FormSchema<Definition extends FormDefinition> = v.GenericSchema<
  InputOf<Definition>,
  ValuesOf<Definition>
> & {
  readonly entries: v.ObjectEntries;
};

/**
 * What a form's words say under its fields: `tooLong`, and for the rest, a field's own message
 * (keyed by its name; a function of the limit where it names one) before the form's `required`,
 * `invalidEmail` or `invalidUrl`; a number's `<name>Negative` says it is below 0.
 */
export interface FieldErrors {
  readonly tooLong: TooLongMessage;
}

/** The message `key` of `errors`, when the words have one. */
const said = (errors: FieldErrors, key: string) => (errors as unknown as Record<string, unknown>)[key];

/** One field's rule for the visitor, with its words' messages. */
function fieldSchema(name: string, field: FieldDefinition, errors: FieldErrors): v.GenericSchema {
  const own = said(errors, name);
  const message = (typeof own === "string" ? own : said(errors, "required")) as string;
  switch (field.kind) {
    case "text": {
      // A field whose own message is a function names its limit itself.
      const tooLong = typeof own === "function" ? (own as TooLongMessage) : errors.tooLong;
      return field.required
        ? requiredText(message, tooLong, field.limit, field.minLength)
        : optionalText(tooLong, field.limit);
    }
    case "email":
      return emailAddress(
        message,
        (typeof own === "string" ? own : said(errors, "invalidEmail")) as string,
        errors.tooLong,
      );
    case "url":
      return websiteUrl((typeof own === "string" ? own : said(errors, "invalidUrl")) as string, errors.tooLong);
    case "switch":
      return v.optional(v.boolean(), field.initial);
    case "radio":
      return v.picklist(field.options, message);
    case "checkboxes": {
      // Checked on the list as a whole: an issue on one item ("apps.2") would match no field of
      // the form, so the visitor would see no message and the form would just not send.
      const offered: readonly string[] = field.groups.flatMap((group) => group.options);
      return v.optional(
        v.pipe(
          v.array(v.string(message), message),
          v.minLength(1, message),
          v.maxLength(offered.length, message),
          v.check((ids) => ids.every((id) => offered.includes(id)), message),
        ),
        [],
      );
    }
    case "slider":
      // A range input cannot leave its range, so this guards only crafted values.
      return v.optional(
        v.pipe(v.number(message), v.integer(message), v.minValue(field.min, message), v.maxValue(field.max, message)),
        field.initial,
      );
    case "amount": {
      // A cleared number input reads as NaN, which v.number() refuses, so it gets the same message.
      // Infinity passes v.number() but no input gives it and JSON would send it as null: refused alike.
      const negative = (said(errors, `${name}Negative`) as string | undefined) ?? message;
      const amount = v.pipe(v.number(message), v.finite(message), v.minValue(0, negative));
      return field.required ? amount : v.optional(amount, 0);
    }
  }
}

/** The schema of a form with this definition, its messages from `errors`. */
export function formSchema<Definition extends FormDefinition>(
  definition: Definition,
  errors: FieldErrors,
): FormSchema<Definition> {
  const entries = Object.entries<FieldDefinition>(definition.fields);
  return v.object(
    Object.fromEntries(entries.map(([name, field]) => [name, fieldSchema(name, field, errors)])),
  ) as unknown as FormSchema<Definition>;
}

/** What a fresh form holds: "" in text, a switch's or slider's start, no choice, no apps, 0 in an optional amount. */
export function startValues<Definition extends FormDefinition>(definition: Definition): InputOf<Definition> {
  const start = (field: FieldDefinition) => {
    if (field.kind === "switch" || field.kind === "slider") return field.initial;
    if (field.kind === "checkboxes") return [];
    if (field.kind === "amount") return field.required ? undefined : 0;
    return field.kind === "radio" ? undefined : "";
  };
  const entries = Object.entries<FieldDefinition>(definition.fields);
  return Object.fromEntries(entries.map(([name, field]) => [name, start(field)])) as InputOf<Definition>;
}
