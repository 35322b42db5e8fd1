// @ts-check
// A Node 20 server using @grand-river/webhooks alone: posts one newsletter sign-up to the inbox
// named on the command line. Type-checked with Node's own module resolution (server/tsconfig.json).
import { createWebhookClient } from "@grand-river/webhooks";
import { readWebhookSettings } from "@grand-river/webhooks/settings";

const origin = process.argv[2];
if (!origin) throw new Error("Usage: node server/notify.mjs <inbox origin>");

// No webhook addresses in this environment: the local-inbox switch points every form at the inbox.
const { urls } = readWebhookSettings({ WEBHOOK_LOCAL_INBOX: "1", INBOX_PORT: new URL(origin).port });
/** @type {import("@grand-river/webhooks").NewsletterPayload} */
const signUp = { email: "grace@example.com", source: "newsletter", timestamp: new Date().toISOString() };
await createWebhookClient(urls).newsletter(signUp);
console.log("sent");
