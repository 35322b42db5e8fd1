/**
 * The editor's own voice for a screen reader: one polite live region, on the page before anything
 * is said in it (a region added with its words is often not read). Decap's own announcer speaks
 * only during a pointer drag, and not at all of a keyboard move or an undo.
 */

let region: HTMLElement | undefined;

// Seen by a screen reader, not on screen (the usual visually-hidden rules).
const hidden =
  "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0";

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement("div");
  region.setAttribute("role", "status");
  region.setAttribute("style", hidden);
  region.dataset.editorAnnouncer = "";
  document.body.append(region);
  return region;
}

/** Says `words` once; the same words twice in a row are said twice. */
export function announce(words: string): void {
  const live = liveRegion();
  live.textContent = "";
  // A change within one frame reads as no change: the words land in the next.
  requestAnimationFrame(() => (live.textContent = words));
}

/** Puts the live region on the page, so the first thing said in it is heard. */
export function prepareAnnouncer(): void {
  liveRegion();
}
