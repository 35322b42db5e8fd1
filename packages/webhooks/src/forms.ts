/**
 * The five forms that post to a webhook, in the order of spec §7: the one list the client's types,
 * the settings, the local inbox and the n8n workflows all read. What each form posts is described
 * once in `payloads.ts`.
 */
export const WEBHOOK_FORM_TABLE = {
  newsletter: { urlKey: "VITE_WEBHOOK_NEWSLETTER_URL", summary: ["email", "source"] },
  report: { urlKey: "VITE_WEBHOOK_REPORT_URL", summary: ["name", "email", "company"] },
  playbook: { urlKey: "VITE_WEBHOOK_PLAYBOOK_URL", summary: ["fullName", "email", "teamSize"] },
  contact: { urlKey: "VITE_WEBHOOK_CONTACT_URL", summary: ["name", "email"] },
  worklog: { urlKey: "VITE_WEBHOOK_WORKLOG_URL", summary: ["date", "worker", "clientName", "totalTime", "netPay"] },
} as const satisfies Record<string, FormFacts>;

/** What the package knows about one form besides its payload. */
interface FormFacts {
  /** The environment variable that holds the form's webhook address. */
  urlKey: `VITE_WEBHOOK_${string}_URL`;
  /** The payload fields worth a glance in the local inbox's one-line console summary. */
  summary: readonly string[];
}

/** One of the five forms that post to a webhook. */
export type WebhookForm = keyof typeof WEBHOOK_FORM_TABLE;

/** The five forms that post to a webhook, in the order of spec §7. */
export const WEBHOOK_FORMS = Object.keys(WEBHOOK_FORM_TABLE) as readonly WebhookForm[];

/** The webhook address of each form. */
export type WebhookUrls = Readonly<Record<WebhookForm, string>>;

/** `make(form)` for each of the five forms, as one object keyed by form. */
export function byForm<T>(make: (form: WebhookForm) => T): Record<WebhookForm, T> {
  return Object.fromEntries(WEBHOOK_FORMS.map((form) => [form, make(form)])) as Record<WebhookForm, T>;
}
