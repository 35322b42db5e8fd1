/** What counts as the visitor at work on the page: a key, text going into a field, a press. */
const ACTIVITY = ["keydown", "beforeinput", "pointerdown"] as const;

/**
 * How long the visitor's input must pause before an island's code runs. Longer than the gap
 * between a typist's keystrokes, short enough that a form has woken by the time they look up.
 */
export const PAUSE_MS = 400;

let lastActivity = Number.NEGATIVE_INFINITY;
let watching = false;

function watchActivity() {
  if (watching) return;
  watching = true;
  const note = () => (lastActivity = performance.now());
  for (const type of ACTIVITY) document.addEventListener(type, note, { capture: true, passive: true });
}

/**
 * Waits until the visitor has not typed or pressed anything for `PAUSE_MS`, counting from now (a
 * visitor who has just reached for a form is about to type), so the heavy part of waking an island
 * (evaluating React, hydrating) runs between their keystrokes rather than under them. Nothing they
 * type is held up meanwhile: the fields take it natively. Ends at once when `hurry` aborts: the
 * visitor is waiting on the island (a submit, a press on a button).
 */
export function visitorPause(hurry: AbortSignal): Promise<void> {
  watchActivity();
  const since = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const wait = Math.max(lastActivity, since) + PAUSE_MS - performance.now();
      if (wait <= 0 || hurry.aborted) resolve();
      else setTimeout(check, wait);
    };
    hurry.onabort = check;
    check();
  });
}
