// @ts-check
// A Node 20 server using @grand-river/webhooks alone: posts one newsletter sign-up to the inbox
// named on the command line. Type-checked with Node's own module resolution (server/tsconfig.json).
import { createWebhookClient, webhookUrlsFromEnv } from "@grand-river/webhooks";

const origin = process.argv[2];
if (!origin) throw new Error("Usage: node server/notify.mjs <inbox origin>");

// No webhook addresses in this environment: every form posts to `${origin}/<form>`.
const urls = webhookUrlsFromEnv({}, origin);
/** @type {import("@grand-river/webhooks").NewsletterPayload} */
const signUp = { email: "grace@example.com", source: "newsletter", timestamp: new Date().toISOString() };
await createWebhookClient(urls).newsletter(signUp);
console.log("sent");
