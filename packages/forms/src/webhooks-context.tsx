import type { WebhookClient } from "@grand-river/webhooks";
import { createContext, useContext, type ReactNode } from "react";

const WebhooksContext = createContext<WebhookClient | null>(null);
const FormReachedContext = createContext<(() => void) | undefined>(undefined);

/** Props of `WebhooksProvider`. */
export interface WebhooksProviderProps {
  /** The client every form below posts through: the site's real one, or a fake in a story or test. */
  value: WebhookClient;
  /**
   * Called each time a visitor reaches a form below (focus moves into it, or they type in it), never
   * on render: in relay mode, `relayProofs(…).prepare`, so the proof-of-work is ready by the send.
   */
  onFormReached?: () => void;
  children: ReactNode;
}

/** Hands the forms below it the webhook client they send through. */
export function WebhooksProvider({ value, onFormReached, children }: WebhooksProviderProps) {
  return (
    <WebhooksContext.Provider value={value}>
      <FormReachedContext.Provider value={onFormReached}>{children}</FormReachedContext.Provider>
    </WebhooksContext.Provider>
  );
}

/** What a form calls when a visitor reaches it: the nearest provider's `onFormReached`, if any. */
export function useFormReached(): (() => void) | undefined {
  return useContext(FormReachedContext);
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
