/**
 * Which forms post to a webhook. Where each posts comes from `readWebhookSettings`
 * (`@grand-river/webhooks/settings`), which refuses to guess an address that is not set.
 */

/** The five forms that post to a webhook, in the order of spec §7. */
export const WEBHOOK_FORMS = ["newsletter", "report", "playbook", "contact", "worklog"] as const;

/** One of the five forms that post to a webhook. */
export type WebhookForm = (typeof WEBHOOK_FORMS)[number];

/** The webhook address of each form. */
export type WebhookUrls = Readonly<Record<WebhookForm, string>>;
