import { enhanceTabs, selectTab } from "../Tabs/enhanceTabs.js";
import { FILTER_CHOSEN_ATTRIBUTE } from "./filterAttributes.js";

/**
 * `FilterTabs`' behaviour in plain DOM, on its prerendered HTML under `root`. The tab the address
 * names (the visitor's choice before the script, or a link to `#website`) is selected, and from then
 * on the stylesheet filters by the selected tab: a press or an arrow key selects a tab and, once the
 * answer is drawn, puts its address in place of the page's, adding no history. An address changed
 * later that names a tab (Back) selects it. Returns what undoes the wiring.
 */
export function enhanceFilterTabs(root: HTMLElement): () => void {
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  // FilterTabs' own root, which the stylesheet reads.
  const scope = tablist?.parentElement;
  if (!tablist || !scope) return () => {};
  const tabs = [...tablist.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
  const choose = (tab: HTMLElement) =>
    scope.setAttribute(FILTER_CHOSEN_ATTRIBUTE, String(tabs.indexOf(tab as HTMLAnchorElement) + 1));
  const follow = () => {
    const tab = tabs.find((tab) => tab.hash === location.hash);
    if (!tab) return;
    selectTab(tablist, tab);
    choose(tab);
  };

  follow();
  const unwire = enhanceTabs(tablist, (tab) => {
    choose(tab);
    // After the frame that shows the answer: writing the address took 4 ms at 4× CPU.
    requestAnimationFrame(() =>
      setTimeout(() => history.replaceState(history.state, "", (tab as HTMLAnchorElement).href)),
    );
  });
  const selected = tabs.find((tab) => tab.getAttribute("aria-selected") === "true");
  if (selected) choose(selected);
  const wiring = new AbortController();
  // The press is answered above; following the link would add a step to Back.
  tablist.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest('[role="tab"]')) event.preventDefault();
    },
    { signal: wiring.signal },
  );
  addEventListener("hashchange", follow, { signal: wiring.signal });
  return () => {
    wiring.abort();
    unwire();
    scope.removeAttribute(FILTER_CHOSEN_ATTRIBUTE);
  };
}
