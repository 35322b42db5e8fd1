import { DRAFT_ATTRIBUTE, hasSavedDraft } from "@grand-river/forms/awaits-script";

/**
 * Wakes an island at once when a form in it has an unsent draft in this tab (a visitor back on the
 * page after a reload), to put the draft back. Every island that can wake has it beside its own
 * strategy.
 */
export function draft(island: HTMLElement, wake: () => void): void {
  for (const form of island.querySelectorAll(`[${DRAFT_ATTRIBUTE}]`)) {
    if (hasSavedDraft(form.getAttribute(DRAFT_ATTRIBUTE) ?? "")) wake();
  }
}
