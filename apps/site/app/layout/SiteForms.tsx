import type { ReactNode } from "react";
import { scriptRequiredNote, toasterWords } from "@grand-river/content";
import { ScriptRequiredNote, WebhooksProvider } from "@grand-river/forms";
import { Toaster } from "@grand-river/ui";
import { createWebhookClient, type RelayProof } from "@grand-river/webhooks";

/** The relay's proof-of-work, whose solver is fetched only when a form first sends. */
const relayProof: RelayProof = async (...call) =>
  (await import("@grand-river/webhooks/relay-proof")).relayProof(...call);

/**
 * The client every form sends through, with the addresses and mode the build checked
 * (build-settings.ts); in relay mode with the proof-of-work, loaded at a form's first send.
 */
const webhooks = createWebhookClient(__WEBHOOK_SETTINGS__.urls, {
  mode: __WEBHOOK_SETTINGS__.mode,
  ...(__WEBHOOK_RELAY__ ? { proof: relayProof } : {}),
});

/**
 * What a form island needs around its form: the site's webhook client, the note for browsers that
 * cannot run it, and the toasts it reports to. One form island per page, so one toaster per page.
 */
export function SiteForms({ children }: { children: ReactNode }) {
  return (
    <WebhooksProvider value={webhooks}>
      {children}
      <ScriptRequiredNote>
        {scriptRequiredNote.text} <a href={scriptRequiredNote.href}>{scriptRequiredNote.email}</a>
      </ScriptRequiredNote>
      <Toaster messages={toasterWords} />
    </WebhooksProvider>
  );
}
