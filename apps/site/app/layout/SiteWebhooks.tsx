import type { ReactNode } from "react";
import { WebhooksProvider } from "@grand-river/forms";
import { createWebhookClient, localInboxOrigin, webhookUrlsFromEnv } from "@grand-river/webhooks";

/** The client every form sends through; unset URLs point at the local inbox. */
const webhooks = createWebhookClient(webhookUrlsFromEnv(import.meta.env, localInboxOrigin(import.meta.env)));

/**
 * Gives the forms inside it the site's webhook client. Each form's route (or island) wraps its form
 * in this rather than the root doing it once, so the client's code loads only with a form.
 */
export function SiteWebhooks({ children }: { children: ReactNode }) {
  return <WebhooksProvider value={webhooks}>{children}</WebhooksProvider>;
}
