// The README's minimal example: one stylesheet, the provider with this app's own webhook
// addresses, the contact form and the toaster.
import "@grand-river/ui/styles.css";
import { ContactForm, WebhooksProvider } from "@grand-river/forms";
import { Toaster } from "@grand-river/ui";
import { createWebhookClient, webhookUrlsFromEnv } from "@grand-river/webhooks";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const client = createWebhookClient(webhookUrlsFromEnv(import.meta.env, import.meta.env.VITE_INBOX_ORIGIN));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <WebhooksProvider value={client}>
      <h1>Write to us</h1>
      <ContactForm />
    </WebhooksProvider>
    <Toaster />
  </StrictMode>,
);
