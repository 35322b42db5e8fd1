import { answerPress } from "../../utils/answerPress.js";

/**
 * Tabs' behaviour in plain DOM, on the markup `Tabs` renders (its prerendered HTML included), so a
 * tab answers with a few attribute changes and no framework: a click or tap selects a tab; the
 * arrow keys (wrapping), Home and End move focus along the list and select as they go; only the
 * selected tab is in the tab order, so Tab leaves the list for the panel. The selected tab's own
 * panel shows and the others hide; a list with one panel for every tab relabels that panel instead.
 * `onSelect` hears each selection, for a page that changes the panel's content itself. Returns what
 * undoes the wiring.
 */
export function enhanceTabs(tablist: HTMLElement, onSelect?: (tab: HTMLElement) => void): () => void {
  const wiring = new AbortController();
  const select = (chosen: HTMLElement) => {
    selectTab(tablist, chosen);
    onSelect?.(chosen);
  };

  // A tap selects as the finger lifts, not a frame later at the click (answerPress).
  answerPress(tablist, '[role="tab"]', select, wiring.signal);
  tablist.addEventListener(
    "keydown",
    (event) => {
      const all = tabsOf(tablist).filter((tab) => tab.getAttribute("aria-disabled") !== "true");
      const at = all.indexOf(event.target as HTMLElement);
      if (at === -1) return;
      // A button takes Space by itself; a tab that is a link does not.
      if (event.key === " " && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        (event.target as HTMLElement).click();
        return;
      }
      const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: all.length - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      const tab = all[(to + all.length) % all.length];
      if (!tab) return;
      tab.focus();
      select(tab);
    },
    { signal: wiring.signal },
  );
  const current = tabsOf(tablist).find((tab) => tab.getAttribute("aria-selected") === "true") ?? tabsOf(tablist)[0];
  // Wiring selects nothing new: `onSelect` hears only the visitor's choices.
  if (current) selectTab(tablist, current);
  return () => wiring.abort();
}

const tabsOf = (tablist: HTMLElement) => [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];

/**
 * Selects `chosen` in `tablist` as a visitor's choice would, without telling anyone: the tab order,
 * `aria-selected`, and the panels (see `enhanceTabs`).
 */
export function selectTab(tablist: HTMLElement, chosen: HTMLElement) {
  const all = [...(tablist.parentElement ?? tablist).querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
    // A panel of tabs nested inside this one's is theirs.
    (panel) => panel.parentElement === tablist.parentElement,
  );
  const own = (tab: HTMLElement) => all.find((panel) => panel.getAttribute("aria-labelledby") === tab.id);
  const shared = all.length === 1 && !own(chosen) ? all[0] : undefined;
  // Tab order first, while the page's style is still clean: a tabindex change on the focused tab
  // (the one just tapped) makes the browser check it is still focusable, which recalculates any
  // style already made stale, such as by the aria-selected below, in the middle of the tap.
  for (const tab of tabsOf(tablist)) {
    const tabIndex = tab === chosen ? 0 : -1;
    if (tab.tabIndex !== tabIndex) tab.tabIndex = tabIndex;
  }
  for (const tab of tabsOf(tablist)) {
    const selected = tab === chosen;
    setAttribute(tab, "aria-selected", String(selected));
    const panel = shared ?? own(tab);
    if (panel) setAttribute(tab, "aria-controls", panel.id);
    // Tabs renders a hidden panel with `display: none` too.
    if (!shared && panel && panel.hidden === selected) {
      panel.hidden = !selected;
      panel.style.display = selected ? "" : "none";
    }
  }
  if (shared) setAttribute(shared, "aria-labelledby", chosen.id);
}

// Writing a value an element already has can still restyle it (`hidden` and `style` always do), and
// makes work for assistive technology: a selection writes only what changes.
function setAttribute(element: HTMLElement, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
