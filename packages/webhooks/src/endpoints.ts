/**
 * Where each form posts. Real webhook addresses come from the environment so none is committed;
 * any that is unset falls back to the local inbox, so a fresh checkout works offline.
 * This file must not touch `import.meta`: the site passes `import.meta.env` in, and Node tests
 * pass a plain object.
 */

/** The five forms that post to a webhook, in the order of spec §7. */
export const WEBHOOK_FORMS = ["newsletter", "report", "playbook", "contact", "worklog"] as const;

/** One of the five forms that post to a webhook. */
export type WebhookForm = (typeof WEBHOOK_FORMS)[number];

/** The webhook address of each form. */
export type WebhookUrls = Readonly<Record<WebhookForm, string>>;

/**
 * Where the local inbox listens: port `INBOX_PORT` when `env` sets it (so a second run can sit
 * beside the first), else 8787. The build, the site's policy and the e2e tests all ask here.
 */
export function localInboxOrigin(env: Readonly<Record<string, string | undefined>>): string {
  const port = env.INBOX_PORT?.trim() || "8787";
  return `http://127.0.0.1:${port}`;
}

/** Where `pnpm --filter @grand-river/webhooks inbox` listens by default. */
export const LOCAL_INBOX_ORIGIN = localInboxOrigin({});

/** The environment variable that holds each form's webhook address. */
export const WEBHOOK_ENV_KEYS = {
  newsletter: "VITE_WEBHOOK_NEWSLETTER_URL",
  report: "VITE_WEBHOOK_REPORT_URL",
  playbook: "VITE_WEBHOOK_PLAYBOOK_URL",
  contact: "VITE_WEBHOOK_CONTACT_URL",
  worklog: "VITE_WEBHOOK_WORKLOG_URL",
} as const satisfies Record<WebhookForm, string>;

/** Reads each form's address from `env`, using `<fallbackOrigin>/<form>` for any unset or blank one. */
export function webhookUrlsFromEnv(
  env: Readonly<Record<string, string | boolean | undefined>>,
  fallbackOrigin: string = LOCAL_INBOX_ORIGIN,
): WebhookUrls {
  const origin = fallbackOrigin.replace(/\/+$/, "");
  const entries = WEBHOOK_FORMS.map((form) => {
    const value = env[WEBHOOK_ENV_KEYS[form]];
    // An empty line in .env yields "", which would post to the page itself; treat it as unset.
    const url = typeof value === "string" && value.trim() !== "" ? value.trim() : `${origin}/${form}`;
    return [form, url] as const;
  });
  return Object.fromEntries(entries) as Record<WebhookForm, string>;
}
