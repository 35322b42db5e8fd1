/**
 * The five forms that post to a webhook, in the order of spec §7, each defined once: its fields
 * (names as the spec gives them, letter for letter, because the receiving workflows map them by
 * name), what its payload adds, and what the local inbox prints. The wire's schemas, the client's
 * types, the settings, the local inbox, the check's test bodies and the n8n workflows all read
 * this table, and packages/forms builds each form's schema, start values, draft and inputs from it.
 * A new form is one entry here.
 */
import {
  TEXT_LIMITS,
  type AmountField,
  type CheckboxesField,
  type EmailField,
  type FormDefinition,
  type RadioField,
  type SliderField,
  type TextField,
  type UrlField,
} from "./definition/fields.js";

type More<Field> = Omit<Field, "kind">;

const text = (limit: number, more: Omit<More<TextField>, "limit"> = {}): TextField => ({
  kind: "text",
  limit,
  ...more,
});
const line = (more?: Omit<More<TextField>, "limit">) => text(TEXT_LIMITS.line, more);
const paragraph = (rows: number, more?: Omit<More<TextField>, "limit" | "rows">) =>
  text(TEXT_LIMITS.long, { rows, ...more });
const email: EmailField = { kind: "email", required: true, autoComplete: "email" };
const website: UrlField = { kind: "url", autoComplete: "url" };
const radio = <const Options extends RadioField["options"]>(options: Options, more: { required?: true } = {}) =>
  ({ kind: "radio", options, ...more }) as const;
const checkboxes = <const Groups extends CheckboxesField["groups"]>(groups: Groups, more: { required?: true } = {}) =>
  ({ kind: "checkboxes", groups, ...more }) as const;
const slider = (range: More<SliderField>): SliderField => ({ kind: "slider", ...range });
const amount = (more: More<AmountField>): AmountField => ({ kind: "amount", ...more });
const timestamp = { kind: "timestamp" } as const;
const choice = <const Options extends readonly string[]>(...options: Options) => ({ kind: "choice", options }) as const;
const required = true;

/** The most characters the Playbook's pain point may have; the spec's, which its words name. */
export const PAIN_POINT_MAX_LENGTH = 100;

/** The Playbook's team sizes, shown as Solo, 2-10, 11-50 and 50+. */
export const TEAM_SIZE_VALUES = ["solo", "small", "medium", "large"] as const;

/** The apps a Playbook subscriber can tick, by id, grouped as the spec's table groups them. */
export const APP_GROUPS = [
  { id: "email-and-calendar", options: ["gmail", "outlook", "google-calendar", "calendly"] },
  { id: "crm-and-sales", options: ["hubspot", "salesforce", "pipedrive"] },
  { id: "collaboration-and-chat", options: ["slack", "teams", "zoom", "google-meet"] },
  { id: "docs-and-storage", options: ["google-docs", "ms-word", "google-drive", "dropbox", "onedrive"] },
  { id: "e-commerce-and-marketing", options: ["shopify", "woocommerce", "mailchimp", "activecampaign"] },
  { id: "analytics-and-reporting", options: ["google-analytics", "tableau", "power-bi"] },
] as const;

/** The Playbook's AI-familiarity slider: whole steps from 1 to 5, starting at 3. */
export const AI_FAMILIARITY = { min: 1, max: 5, step: 1, initial: 3 } as const;

/** Call #1: a newsletter sign-up, from the standalone form (source "newsletter") or the home page's section. */
export const NEWSLETTER_FORM = {
  fields: { email },
  sent: { timestamp, source: choice("newsletter", "newsletter-section") },
  summary: ["email", "source"],
  subject: "email",
} as const satisfies FormDefinition;

/** Call #2: the AI Strategy Report details, sent after payment; the buyer wants the newsletter unless they say not. */
export const REPORT_FORM = {
  fields: {
    name: line({ required, autoComplete: "name" }),
    email,
    company: line({ autoComplete: "organization" }),
    website,
    businessSpecialization: line(),
    challenges: paragraph(4),
    notes: paragraph(3),
    newsletter: { kind: "switch", initial: true },
  },
  sent: { timestamp, source: choice("ai_report_page") },
  summary: ["name", "email", "company"],
  subject: "name",
} as const satisfies FormDefinition;

/** Call #3: a Weekly AI Playbook sign-up; the spec lists no timestamp for it. */
export const PLAYBOOK_FORM = {
  fields: {
    fullName: line({ required, minLength: 2, autoComplete: "name" }),
    businessName: line({ required, minLength: 2, autoComplete: "organization" }),
    businessWebsite: website,
    industry: line({ required, minLength: 2 }),
    teamSize: radio(TEAM_SIZE_VALUES, { required }),
    painPoint: text(PAIN_POINT_MAX_LENGTH, { rows: 2, capped: true }),
    aiFamiliarity: slider(AI_FAMILIARITY),
    apps: checkboxes(APP_GROUPS, { required }),
    aiQuestion: paragraph(2),
    email,
  },
  summary: ["fullName", "email", "teamSize"],
  subject: "fullName",
} as const satisfies FormDefinition;

/** Call #4: a message from the contact page. */
export const CONTACT_FORM = {
  summary: ["name", "email"],
  subject: "name",
  fields: {
    name: line({ required, autoComplete: "name" }),
    email,
    phone: line({ input: "tel", autoComplete: "tel" }),
    message: paragraph(5, { required }),
  },
  sent: { timestamp },
} as const satisfies FormDefinition;

/** Call #5: one entry of the internal work log, with its totals worked out ("8h 0m", dollars as "204.00"). */
export const WORKLOG_FORM = {
  fields: {
    date: line({ required, input: "date" }),
    dayOfWeek: line({ required, from: "date" }),
    clientName: line({ required }),
    worker: line({ required, chosen: true }),
    startTime: line({ required, input: "time" }),
    endTime: line({ required, input: "time" }),
    breakTime: amount({ step: 1 }),
    hourlyRate: amount({ step: 0.01, required }),
    workDescription: paragraph(4, { required }),
  },
  sent: { totalTime: { kind: "text" }, netPay: { kind: "text" }, timestamp },
  summary: ["date", "worker", "clientName", "totalTime", "netPay"],
  subject: "clientName",
} as const satisfies FormDefinition;

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
