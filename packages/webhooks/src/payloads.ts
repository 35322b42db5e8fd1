/**
 * The JSON bodies of the five webhook calls (spec §7, calls #1–#5), each a valibot schema built
 * from its form's definition (`definition/<form>.ts`, listed in `forms.ts`): the local inbox and
 * the n8n workflows check every body against them (`shape.ts`), and the client's types follow from
 * the same definitions.
 *
 * Never stricter than the forms: a body a form can send always passes, because in `no-cors` mode a
 * receiver that refuses a real lead loses it without anyone seeing. Every field must be present (the
 * forms send "" for an optional one left empty), and no other field may be (`strictObject`), so a
 * bot posting straight to the address, the spam-trap field among them, is refused.
 *
 * The messages finish the sentence `"<field>" …`; the shape check adds what it got instead.
 */
import * as v from "valibot";
import type { BodyOf, FieldDefinition, FormDefinition, SentField } from "./definition/fields.js";
import { WEBHOOK_FORM_TABLE, byForm, type WebhookForm } from "./forms.js";

const TEXT = "must be text";

/** One of `options`, and the words that say so when a body holds anything else. */
function oneOf(options: readonly string[]) {
  const listed = options.map((option) => `"${option}"`).join(", ");
  return v.picklist(options, `must be ${options.length === 1 ? listed : `one of ${listed}`}`);
}

/** Text, with something in it besides spaces when `required`, and at most `limit` characters when given. */
function text(required: boolean | undefined, limit?: number | false): v.GenericSchema<unknown, string> {
  const filled = required ? v.pipe(v.string(TEXT), v.regex(/\S/, "must not be empty")) : v.string(TEXT);
  return limit ? v.pipe(filled, v.maxLength(limit, `must be at most ${limit} characters`)) : filled;
}

/** Looser than the forms' own check on purpose: every address they accept has this shape. */
const email = v.pipe(text(true), v.regex(/^[^\s@]+@[^\s@]+$/, "must be an e-mail address"));

/** Exactly what `Date.prototype.toISOString` writes, as every form sends it. */
const timestamp = v.pipe(
  v.string(TEXT),
  v.regex(
    /^(\d{4}|[+-]\d{6})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/,
    "must be an ISO 8601 time such as 2025-03-10T14:05:00.000Z",
  ),
);

const AMOUNT = "must be a number of at least 0";
const CHOICES = "must be a list of at least one choice, each as text";

/** What the wire takes in a field of this kind. */
function wireField(field: FieldDefinition | SentField): v.GenericSchema {
  switch (field.kind) {
    case "line":
    case "select":
      return text(field.required);
    case "paragraph":
      // Only a capped paragraph's limit is the wire's too: a receiver takes any length the forms might send.
      return text(field.required, field.limit);
    case "text":
      return text(true);
    case "email":
      return email;
    case "url":
      return text(false);
    case "switch":
      return v.boolean("must be true or false");
    case "radio":
    case "choice":
      return oneOf(field.options);
    case "checkboxes":
      return v.pipe(v.array(v.pipe(v.string(CHOICES), v.regex(/\S/, CHOICES)), CHOICES), v.minLength(1, CHOICES));
    case "slider": {
      const range = `must be a whole number from ${field.min} to ${field.max}`;
      return v.pipe(v.number(range), v.integer(range), v.minValue(field.min, range), v.maxValue(field.max, range));
    }
    case "amount":
      // A JSON number (never text), so workflows can do arithmetic on it.
      return v.pipe(v.number(AMOUNT), v.finite(AMOUNT), v.minValue(0, AMOUNT));
    case "timestamp":
      return timestamp;
  }
}

/** Every form's payload schema, keyed by form: its fields, then what its payload adds. */
export const PAYLOAD_SCHEMAS = byForm((form) => {
  const { fields, sent }: FormDefinition = WEBHOOK_FORM_TABLE[form];
  const entries = Object.entries<FieldDefinition | SentField>({ ...fields, ...sent });
  return v.strictObject(Object.fromEntries(entries.map(([name, field]) => [name, wireField(field)])));
}) as {
  [Form in WebhookForm]: v.StrictObjectSchema<v.ObjectEntries, undefined> & v.GenericSchema<unknown, Payload<Form>>;
};

/** The JSON body a form posts to its webhook. */
export type Payload<Form extends WebhookForm> = BodyOf<(typeof WEBHOOK_FORM_TABLE)[Form]>;

/** Call #1: a newsletter sign-up, from the standalone form or the home page section. */
export type NewsletterPayload = Payload<"newsletter">;
/** Call #2: the AI Strategy Report details, sent after payment. */
export type ReportPayload = Payload<"report">;
/** Call #3: a Weekly AI Playbook sign-up. */
export type PlaybookPayload = Payload<"playbook">;
/** Call #4: a message from the contact page. */
export type ContactPayload = Payload<"contact">;
/** Call #5: one entry of the internal work log. */
export type WorklogPayload = Payload<"worklog">;
