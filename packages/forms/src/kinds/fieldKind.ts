import type { FieldDefinition, FormFields } from "@grand-river/webhooks";
import type { ComponentType } from "react";
import type * as v from "valibot";
import type { TooLongMessage } from "../words/types.js";

/**
 * What a form's words say under its fields: `tooLong`, and for the rest, a field's own message
 * (keyed by its name; a function of the limit where it names one) before the form's `required`,
 * `invalidEmail` or `invalidUrl`; an amount's `<name>Negative` says it is below 0.
 */
export interface FieldErrors {
  readonly tooLong: TooLongMessage;
}

/** The messages a field of some kind may read: its own (`own`, by its name) and the form's. */
interface FieldMessages {
  /** The message the words give this field by its name, if any. */
  readonly own: unknown;
  /** The form's message `key` (`required`, `invalidEmail`…), or the field's own when it has one. */
  readonly say: (key: string) => string;
  readonly errors: FieldErrors & Readonly<Record<string, unknown>>;
  readonly name: string;
}

/**
 * One kind of field (`line`, `email`, `slider`…): its rule for the visitor and the input that draws
 * it. One module per kind, and a form names the kinds its definition uses, so a page carries only
 * those.
 */
export interface FieldKind<Field extends FieldDefinition> {
  /** The visitor's rule for a field of this kind, in the form's words. */
  rule: (field: Field, messages: FieldMessages) => v.GenericSchema;
  /** The input that draws it, and the props its definition gives that input. */
  draw: (field: Field) => readonly [ComponentType<never>, object];
}

/** The kinds a form's fields use, by name: what `formSchema` and `definedFields` need from the form. */
export type KindsOf<Fields extends FormFields> = {
  readonly [Kind in Fields[keyof Fields]["kind"]]: FieldKind<Extract<FieldDefinition, { kind: Kind }>>;
};
