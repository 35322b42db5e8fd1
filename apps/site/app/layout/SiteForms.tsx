import type { ReactNode } from "react";
import { scriptRequiredNote, toasterWords } from "@grand-river/content";
import { ScriptRequiredNote, WebhooksProvider } from "@grand-river/forms";
import { Toaster } from "@grand-river/ui";
import { createWebhookClient } from "@grand-river/webhooks";

/** The client every form sends through, with the addresses and mode the build checked (build-settings.ts). */
const webhooks = createWebhookClient(__WEBHOOK_SETTINGS__.urls, { mode: __WEBHOOK_SETTINGS__.mode });

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
