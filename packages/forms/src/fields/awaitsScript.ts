import { draftKey } from "../drafts/draftKey.js";

export { draftKey };

/**
 * The contract between the forms and a page that prerenders them and runs their code later (an
 * island): attribute names, a storage check and what a form does as its island wakes, no React, so
 * a page imports them alone from "@grand-river/forms/awaits-script" and loads nothing else of the forms.
 */

/**
 * On a control that is disabled only because the form's code has not run yet (the submit button).
 * A runtime that catches early submits and replays them once the form wakes may enable it sooner.
 */
export const AWAITS_SCRIPT_ATTRIBUTE = "data-awaits-script";

/**
 * On the note that says the form needs JavaScript (`ScriptRequiredNote`). A `<noscript>` copy shows
 * when scripts are off; this copy starts hidden, and a runtime whose form code failed to load shows it.
 */
export const SCRIPT_FAILED_NOTE_ATTRIBUTE = "data-script-failed-note";

/** On a form that keeps an unsent draft in the tab's sessionStorage (`useFormDraft`): the draft's name. */
export const DRAFT_ATTRIBUTE = "data-draft";

/**
 * Whether the tab holds an unsent draft for the form named `name` (its `data-draft`): a form with
 * one has something to put back, so a page runtime may wake it without waiting to be reached for.
 * False where storage is blocked.
 */
export function hasSavedDraft(name: string): boolean {
  try {
    return window.sessionStorage.getItem(draftKey(name)) !== null;
  } catch {
    return false;
  }
}

/**
 * What a prerendered form does as the island around it changes state; call it with each state the
 * page's island runtime announces for the island's root. Asleep (the runtime then holds a submit and
 * makes it again once the form wakes), the submit button held back for want of code is enabled, and
 * a form with an unsent draft asks to wake at once, to put it back. Failed (the code did not load or
 * render), the button is disabled again and the note on what to do instead shows. Other states ask
 * nothing of the forms.
 */
export function followIsland(island: Element, state: string, wake: () => void): void {
  if (state === "asleep") {
    for (const button of island.querySelectorAll(`[${AWAITS_SCRIPT_ATTRIBUTE}][disabled]`)) {
      button.removeAttribute("disabled");
    }
    for (const form of island.querySelectorAll(`[${DRAFT_ATTRIBUTE}]`)) {
      if (hasSavedDraft(form.getAttribute(DRAFT_ATTRIBUTE) ?? "")) wake();
    }
  } else if (state === "failed") {
    for (const button of island.querySelectorAll(`[${AWAITS_SCRIPT_ATTRIBUTE}]`)) button.setAttribute("disabled", "");
    for (const note of island.querySelectorAll<HTMLElement>(`[${SCRIPT_FAILED_NOTE_ATTRIBUTE}]`)) note.hidden = false;
  }
}
