/**
 * Runs `fix` over the editor's page now and in the frame after each change Decap makes to it (an
 * element added, a class or `attributes` changed), for what Decap draws with no option to draw it
 * otherwise. A fix sets only what differs, so its own changes settle the next frame.
 */
export function onEveryChange(fix: (root: ParentNode) => void, attributes: readonly string[] = []): void {
  let pending = false;
  const run = () => {
    pending = false;
    fix(document);
  };
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(run);
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["class", ...attributes],
  });
  run();
}

/** Sets an attribute only when it differs, so a fix does not wake the observer that ran it. */
export function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
