/**
 * Names the controls Decap leaves nameless: the preview's iframe, and the bar of each list entry
 * (its arrow, its drag handle, its ×), which a screen reader would otherwise announce as "button"
 * or "frame". Decap has no option for these names, so this watches the editor's page and names
 * them as they appear, by what they are rather than by Decap's class names alone: an entry is the
 * sortable element around a drag handle (the `aria-roledescription` dnd-kit gives it), its name the
 * summary Decap shows on the collapsed entry. An upgrade that moves them leaves them unnamed, which
 * the end-to-end test's axe check reports, rather than naming the wrong thing.
 */

const previewName = "Preview: the entry as the site shows it";

/** The words naming one list entry: its summary ("Lakeshore Family Dental"), or "new entry" while it has none. */
function entryName(item: Element): string {
  const summary = [...item.children].find((child) => /NestedObjectLabel/.test(child.className))?.textContent.trim();
  return summary || "new entry";
}

/** Whether the entry's fields are shown: Decap shows its summary only while they are hidden. */
const isOpen = (item: Element) =>
  [...item.children].some(
    (child) => /NestedObjectLabel/.test(child.className) && getComputedStyle(child).display === "none",
  );

function name(element: Element | undefined, label: string): void {
  if (element && element.getAttribute("aria-label") !== label) element.setAttribute("aria-label", label);
}

function nameEntryBars(root: ParentNode): void {
  for (const handle of root.querySelectorAll('[role="button"][aria-roledescription="sortable"]')) {
    const bar = handle.parentElement;
    const item = bar?.parentElement;
    if (!bar || !item) continue;
    const entry = entryName(item);
    const [toggle, ...others] = [...bar.querySelectorAll(":scope > button")];
    const remove = others.at(-1);
    name(toggle, `${isOpen(item) ? "Collapse" : "Expand"} ${entry}`);
    name(handle, `Drag to move ${entry}`);
    name(remove, `Remove ${entry}`);
  }
}

function nameThePreview(root: ParentNode): void {
  for (const frame of root.querySelectorAll("iframe#preview-pane"))
    if (frame.getAttribute("title") !== previewName) frame.setAttribute("title", previewName);
}

/** Starts naming, once the page has a body; each change of the editor's page is named in the next frame. */
export function nameUnnamedControls(): void {
  let pending = false;
  const run = () => {
    pending = false;
    nameEntryBars(document);
    nameThePreview(document);
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(run);
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class"],
  });
}
