import type { ReactNode } from "react";
import { scriptRequiredNote, toasterWords } from "@grand-river/content";
import { ScriptRequiredNote, WebhooksProvider } from "@grand-river/forms";
import { Toaster } from "@grand-river/ui";
import { createWebhookClient, relayProofs } from "@grand-river/webhooks";

/**
 * In relay mode, the proof-of-work: its solver and challenge are fetched, and solved, when a visitor
 * first reaches a form, never on page load, so it is ready by the send.
 */
const proofs = __WEBHOOK_RELAY__
  ? relayProofs(async () => (await import("@grand-river/webhooks/relay-proof")).solveRelayChallenge)
  : undefined;

/**
 * The client every form sends through, with the addresses and mode the build checked
 * (build-settings.ts); in relay mode with the proof-of-work.
 */
const webhooks = createWebhookClient(__WEBHOOK_SETTINGS__.urls, {
  mode: __WEBHOOK_SETTINGS__.mode,
  ...(proofs ? { proof: proofs.proof } : {}),
});

/**
 * What a form island needs around its form: the site's webhook client, the note for browsers that
 * cannot run it, and the toasts it reports to. One form island per page, so one toaster per page.
 */
export function SiteForms({ children }: { children: ReactNode }) {
  return (
    <WebhooksProvider value={webhooks} onFormReached={proofs?.prepare}>
      {children}
      <ScriptRequiredNote>
        {scriptRequiredNote.text} <a href={scriptRequiredNote.href}>{scriptRequiredNote.email}</a>
      </ScriptRequiredNote>
      <Toaster messages={toasterWords} />
    </WebhooksProvider>
  );
}
