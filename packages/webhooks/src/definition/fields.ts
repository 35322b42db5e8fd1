/**
 * The kinds of field a form can have, as plain data: a form's definition (`./<form>.ts`) lists its
 * fields with these, and everything else follows from that one list: the wire's schema
 * (`../payloads.ts`), the check's test body (`../check/samples.ts`), the forms' own schemas with
 * their words, start values, drafts and inputs (packages/forms, one module per kind). Plain data,
 * so a page that shows one form carries its few lines and only the kinds it uses.
 */

/**
 * The most characters each kind of text field takes, counted in UTF-16 code units as `maxlength`
 * counts them. Generous for any real answer, and small enough that every form's largest legal
 * body, even at JSON's worst (6 bytes for a control character), stays within the 64 KB a browser
 * lets a `keepalive` request carry (a test in packages/forms checks each form's largest body).
 */
export const TEXT_LIMITS = {
  /** One line: a name, an industry, a time. */
  line: 200,
  /** An e-mail address: the most SMTP allows in a path. */
  email: 254,
  /** A website address. */
  url: 1000,
  /** A paragraph: a question, a description. */
  long: 4000,
} as const;

/** What every field may say about itself. */
interface FieldBase {
  /** The visitor must fill it in (its words' `required` message, or the field's own, when not). */
  readonly required?: true;
  /** The input's `autocomplete` token. */
  readonly autoComplete?: string;
}

/** One line of text, trimmed, at most `TEXT_LIMITS.line` characters. */
export interface LineField extends FieldBase {
  readonly kind: "line";
  /** The fewest characters a filled-in answer has; 1 when not given. */
  readonly minLength?: number;
  /** The input's `type` when not plain text. */
  readonly input?: "tel" | "date" | "time";
  /** Not typed: filled in from the field named here, as the form says. */
  readonly from?: string;
}

/** A paragraph this many rows tall, trimmed; at most `TEXT_LIMITS.long` characters, or `limit`, where the input stops. */
export interface ParagraphField extends FieldBase {
  readonly kind: "paragraph";
  readonly rows: number;
  /** The input stops taking characters here, and the wire refuses more. */
  readonly limit?: number;
}

/** One of the choices the form's page gives, as text in a select. */
export interface SelectField extends FieldBase {
  readonly kind: "select";
}

/** An e-mail address, always required. */
export interface EmailField extends FieldBase {
  readonly kind: "email";
}

/** A website: empty, or an absolute http(s) address. */
export interface UrlField extends FieldBase {
  readonly kind: "url";
}

/** Yes or no, shown as a switch. */
export interface SwitchField extends FieldBase {
  readonly kind: "switch";
  readonly initial: boolean;
}

/** One of `options`, shown as radio buttons. */
export interface RadioField extends FieldBase {
  readonly kind: "radio";
  readonly options: readonly string[];
}

/** At least one of the options, shown as checkboxes under their groups' names. */
export interface CheckboxesField extends FieldBase {
  readonly kind: "checkboxes";
  readonly groups: readonly { readonly id: string; readonly options: readonly string[] }[];
}

/** A whole number in a range, shown as a slider. */
export interface SliderField extends FieldBase {
  readonly kind: "slider";
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly initial: number;
}

/** A number of at least 0; 0 when left empty unless required. */
export interface AmountField extends FieldBase {
  readonly kind: "amount";
  readonly step: number;
}

/** One field of a form. */
export type FieldDefinition =
  | LineField
  | ParagraphField
  | SelectField
  | EmailField
  | UrlField
  | SwitchField
  | RadioField
  | CheckboxesField
  | SliderField
  | AmountField;

/** A form's visitor fields, in the order the form shows them and the body lists them. */
export type FormFields = Readonly<Record<string, FieldDefinition>>;

/** A field the form does not show, which its payload adds: the moment, a fixed choice, a total. */
export type SentField =
  | { readonly kind: "timestamp" }
  | { readonly kind: "choice"; readonly options: readonly string[] }
  | { readonly kind: "text" };

/** One form that posts to a webhook: what the visitor fills in, then what its payload adds. */
export interface FormDefinition {
  /** The visitor's fields, in the order the form shows them and the body lists them. */
  readonly fields: FormFields;
  /** What the payload adds after them. */
  readonly sent?: Readonly<Record<string, SentField>>;
  /** The fields worth a glance in the local inbox's one-line console summary. */
  readonly summary: readonly string[];
  /** The field whose answer names the lead in the subject of the agency's e-mail about it. */
  readonly subject: string;
}

/** The JSON value a field of this kind sends. */
export type FieldValue<Field> = Field extends { kind: "switch" }
  ? boolean
  : Field extends { kind: "slider" | "amount" }
    ? number
    : Field extends CheckboxesField
      ? Field["groups"][number]["options"][number][]
      : Field extends { kind: "radio" | "choice"; options: readonly (infer Option)[] }
        ? Option
        : string;

/** The JSON body a form with this definition posts. */
export type BodyOf<Definition extends FormDefinition> = {
  -readonly [Name in keyof Definition["fields"]]: FieldValue<Definition["fields"][Name]>;
} & {
  -readonly [Name in keyof NonNullable<Definition["sent"]>]: FieldValue<NonNullable<Definition["sent"]>[Name]>;
};
