import type { PortfolioTabId } from "@grand-river/content";

/**
 * The portfolio filter's parts in the page, shared by `PortfolioTabs` (which renders them) and the
 * plain-DOM wiring (../PortfolioIsland.dom.ts, which filters them): no React here.
 */

/** On each card: its project's category. */
export const CATEGORY_ATTRIBUTE = "data-category";
/** On the words shown when a tab has no project. */
export const EMPTY_STATE_ATTRIBUTE = "data-empty-state";

// Tab ids become element ids; the prefix keeps "all" and friends from clashing with anything else.
const prefix = "projects-";
export const tabElementId = (id: PortfolioTabId) => `${prefix}${id}`;

/**
 * Shows the cards of the tab whose element id is `tabId` and hides the rest, in the panel under
 * `root`; with none to show, the grid hides and the empty state shows. A flip of `hidden` on the
 * cards whose state changes: nothing is created or removed.
 */
export function showTab(root: ParentNode, tabId: string) {
  const category = tabId.slice(prefix.length);
  const cards = [...root.querySelectorAll<HTMLElement>(`[${CATEGORY_ATTRIBUTE}]`)];
  let shown = 0;
  for (const card of cards) {
    const hidden = category !== "all" && card.getAttribute(CATEGORY_ATTRIBUTE) !== category;
    setHidden(card, hidden);
    if (!hidden) shown += 1;
  }
  const grid = cards[0]?.parentElement;
  if (grid) setHidden(grid, shown === 0);
  const empty = root.querySelector<HTMLElement>(`[${EMPTY_STATE_ATTRIBUTE}]`);
  if (empty) setHidden(empty, shown > 0);
}

// `hidden` maps to a style, so even writing the value it already has restyles the element: write only a change.
function setHidden(element: HTMLElement, hidden: boolean) {
  if (element.hidden !== hidden) element.hidden = hidden;
}
