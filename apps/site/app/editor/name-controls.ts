import { onEveryChange, setAttribute } from "./watch-page";

/**
 * Names the preview's iframe, which Decap leaves nameless (a screen reader would announce "frame").
 * The controls of a list entry's bar are named by the list itself (./keyboard-lists.ts). An upgrade
 * that moves the frame leaves it unnamed, which the end-to-end test's axe check reports.
 */

const previewName = "Preview: the entry as the site shows it";

/** Starts naming: the preview pane, each time Decap draws it. */
export function nameUnnamedControls(): void {
  onEveryChange((root) => {
    for (const frame of root.querySelectorAll("iframe#preview-pane")) setAttribute(frame, "title", previewName);
  });
}
