import { Text } from "@grand-river/ui";
import type { ReactNode } from "react";
import { SCRIPT_FAILED_NOTE_ATTRIBUTE } from "../awaitsScript.js";

/** Props of `ScriptRequiredNote`. */
export interface ScriptRequiredNoteProps {
  /** What to do instead, such as "Sending needs JavaScript; or email us at …". */
  children: ReactNode;
}

/**
 * Tells a visitor whose browser will not run the form's code what to do instead. Shown when scripts
 * are off (`<noscript>`); a second copy starts hidden for a page runtime to show when the form's
 * code failed to load (`data-script-failed-note`). Either way the form's submit stays disabled, so
 * nothing typed is sent anywhere, least of all into the address bar.
 */
export function ScriptRequiredNote({ children }: ScriptRequiredNoteProps) {
  return (
    <>
      <noscript>
        <Text size="sm" tone="muted">
          {children}
        </Text>
      </noscript>
      <Text size="sm" tone="muted" hidden {...{ [SCRIPT_FAILED_NOTE_ATTRIBUTE]: "" }}>
        {children}
      </Text>
    </>
  );
}
