// Only type-checked (tsc): the ui and webhooks READMEs' examples, as written there, so a README
// cannot drift from the API it documents. The forms README's example is main.tsx.
import { Button, Heading, Stack, Toaster, toast } from "@grand-river/ui";
import { createWebhookClient, type ContactPayload } from "@grand-river/webhooks";
import { readWebhookSettings } from "@grand-river/webhooks/settings";

export function App() {
  return (
    <Stack gap="md">
      <Heading level={1}>Hello</Heading>
      <Button onClick={() => toast({ title: "Saved", variant: "success" })}>Save</Button>
      <Toaster />
    </Stack>
  );
}

const { urls, mode } = readWebhookSettings(import.meta.env);
const webhooks = createWebhookClient(urls, { mode });

const message: ContactPayload = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "",
  message: "Can you automate our invoices?",
  timestamp: new Date().toISOString(),
};
export const sending: Promise<void> = webhooks.contact(message, { submissionId: crypto.randomUUID() });
