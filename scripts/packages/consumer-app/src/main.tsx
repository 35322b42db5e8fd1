// The README's minimal example: one stylesheet, the provider with this app's own webhook
// addresses, the contact form and the toaster.
import "@grand-river/ui/styles.css";
import { ContactForm, WebhooksProvider } from "@grand-river/forms";
import { Toaster } from "@grand-river/ui";
import { createWebhookClient } from "@grand-river/webhooks";
import { readWebhookSettings } from "@grand-river/webhooks/settings";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

// Each form's address and the mode, from VITE_WEBHOOK_<FORM>_URL and VITE_WEBHOOK_MODE: one missing
// stops the app here, named, rather than losing every lead.
const { urls, mode } = readWebhookSettings(import.meta.env);
const client = createWebhookClient(urls, { mode });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <WebhooksProvider value={client}>
      <h1>Write to us</h1>
      <ContactForm />
    </WebhooksProvider>
    <Toaster />
  </StrictMode>,
);
