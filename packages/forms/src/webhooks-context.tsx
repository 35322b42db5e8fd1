import type { WebhookClient } from "@grand-river/webhooks";
import { createContext, useContext, type ReactNode } from "react";

const WebhooksContext = createContext<WebhookClient | null>(null);

/** Props of `WebhooksProvider`. */
export interface WebhooksProviderProps {
  /** The client every form below posts through: the site's real one, or a fake in a story or test. */
  value: WebhookClient;
  children: ReactNode;
}

/** Hands the forms below it the webhook client they send through. */
export function WebhooksProvider({ value, children }: WebhooksProviderProps) {
  return <WebhooksContext.Provider value={value}>{children}</WebhooksContext.Provider>;
}

/** The webhook client of the nearest `WebhooksProvider`; throws when there is none. */
export function useWebhooks(): WebhookClient {
  const client = useContext(WebhooksContext);
  if (!client) {
    // Failing loudly beats a form that renders but silently drops every submission.
    throw new Error(
      "useWebhooks() was called outside <WebhooksProvider>. Wrap the forms in " +
        "<WebhooksProvider value={createWebhookClient(urls)}> so they have somewhere to send.",
    );
  }
  return client;
}
