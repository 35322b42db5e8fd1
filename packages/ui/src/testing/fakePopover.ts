/**
 * jsdom has the `popover` attribute but not its methods, nor `:popover-open`. These behave as a
 * browser's do, as far as a test of the mobile menu can see: `showPopover()` and `hidePopover()`
 * announce the change with a `beforetoggle` event, make it (jsdom shows a `<dialog>` only while it
 * has `open`, which here is what `:popover-open` matches), then send `toggle`, a task later, as
 * browsers do. Returns what takes them away again.
 */
export function fakePopover(): () => void {
  const prototype = HTMLElement.prototype as Partial<HTMLElement>;
  const change = (element: HTMLElement, newState: "open" | "closed") => {
    const oldState = newState === "open" ? "closed" : "open";
    element.dispatchEvent(Object.assign(new Event("beforetoggle"), { oldState, newState }));
    element.toggleAttribute("open", newState === "open");
    setTimeout(() => element.dispatchEvent(Object.assign(new Event("toggle"), { oldState, newState })));
  };
  const matches = Object.getOwnPropertyDescriptor(Element.prototype, "matches")!;
  Element.prototype.matches = function (this: Element, selectors: string): boolean {
    return selectors === ":popover-open"
      ? this.hasAttribute("popover") && this.hasAttribute("open")
      : (matches.value as Element["matches"]).call(this, selectors);
  };
  prototype.showPopover = function (this: HTMLElement) {
    if (!this.hasAttribute("open")) change(this, "open");
  };
  prototype.hidePopover = function (this: HTMLElement) {
    if (this.hasAttribute("open")) change(this, "closed");
  };
  return () => {
    Object.defineProperty(Element.prototype, "matches", matches);
    delete prototype.showPopover;
    delete prototype.hidePopover;
  };
}
