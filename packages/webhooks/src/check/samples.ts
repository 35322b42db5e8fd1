/**
 * The test submission `grand-river-webhooks check` posts to each form's webhook, built from the
 * form's definition: every field of spec §7, of the right type (so a receiver that checks the shape
 * accepts it), saying plainly it is a test. The e-mail address is on `example.invalid`, a name that
 * can never receive mail, so a workflow that writes back cannot reach anyone.
 */

import type { FieldDefinition, FormDefinition, SentField } from "../definition/fields.js";
import { WEBHOOK_FORM_TABLE, byForm, type WebhookForm } from "../forms.js";
import type { Payload } from "../payloads.js";

/** The address every test submission gives: a workflow can filter on it before any side effect. */
export const CHECK_EMAIL = "webhook-check@example.invalid";

const NOTE = "Test submission from grand-river-webhooks check: not a lead, safe to delete.";

/** A test answer in a field of this kind, at `now`. */
function sample(field: FieldDefinition | SentField, now: Date): unknown {
  const iso = now.toISOString();
  switch (field.kind) {
    case "line":
      if (field.input === "date") return iso.slice(0, 10);
      if (field.input === "time") return "09:00";
      return field.required ? "Webhook check (test)" : "";
    case "paragraph":
      return field.required ? NOTE : "";
    case "select":
    case "text":
      return "Webhook check (test)";
    case "email":
      return CHECK_EMAIL;
    case "url":
      return "";
    case "switch":
      return false;
    case "radio":
    case "choice":
      return field.options[0];
    case "checkboxes":
      return [field.groups[0]?.options[0]];
    case "slider":
      return field.initial;
    case "amount":
      return 0;
    case "timestamp":
      return iso;
  }
}

/** The test body of a form with this definition, stamped with `now`. */
function sampleBody({ fields, sent }: FormDefinition, now: Date): Record<string, unknown> {
  const entries = Object.entries<FieldDefinition | SentField>({ ...fields, ...sent });
  return Object.fromEntries(entries.map(([name, field]) => [name, sample(field, now)]));
}

/**
 * One test body per form, stamped with `now`.
 */
export function checkSubmissions(now: Date): { [Form in WebhookForm]: Payload<Form> } {
  return byForm((form) => sampleBody(WEBHOOK_FORM_TABLE[form], now)) as { [Form in WebhookForm]: Payload<Form> };
}
