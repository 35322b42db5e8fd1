/**
 * The five forms that post to a webhook, in the order of spec §7, each defined once in its own
 * file (`definition/<form>.ts`: its fields, with names as the spec gives them, letter for letter,
 * because the receiving workflows map them by name; what its payload adds; what the local inbox
 * prints). The wire's schemas, the client's types, the settings, the local inbox, the check's test
 * bodies and the n8n workflows all read this table, and packages/forms builds each form's schema,
 * start values, draft and inputs from its definition. A new form is a file and a line here.
 */
import type { FormDefinition } from "./definition/fields.js";
import { CONTACT_FORM } from "./definition/contact.js";
import { NEWSLETTER_FORM } from "./definition/newsletter.js";
import { PLAYBOOK_FORM } from "./definition/playbook.js";
import { REPORT_FORM } from "./definition/report.js";
import { WORKLOG_FORM } from "./definition/worklog.js";

/** Every form that posts to a webhook, by the name of its webhook, in the order of spec §7. */
export const WEBHOOK_FORM_TABLE = {
  newsletter: NEWSLETTER_FORM,
  report: REPORT_FORM,
  playbook: PLAYBOOK_FORM,
  contact: CONTACT_FORM,
  worklog: WORKLOG_FORM,
} as const satisfies Record<string, FormDefinition>;

/** One of the five forms that post to a webhook. */
export type WebhookForm = keyof typeof WEBHOOK_FORM_TABLE;

/** The five forms that post to a webhook, in the order of spec §7. */
export const WEBHOOK_FORMS = Object.keys(WEBHOOK_FORM_TABLE) as readonly WebhookForm[];

/** The environment variable that holds a form's webhook address. */
export const urlKeyOf = (form: WebhookForm) => `VITE_WEBHOOK_${form.toUpperCase()}_URL` as const;

/** The webhook address of each form. */
export type WebhookUrls = Readonly<Record<WebhookForm, string>>;

/** `make(form)` for each of the five forms, as one object keyed by form. */
export function byForm<T>(make: (form: WebhookForm) => T): Record<WebhookForm, T> {
  return Object.fromEntries(WEBHOOK_FORMS.map((form) => [form, make(form)])) as Record<WebhookForm, T>;
}
