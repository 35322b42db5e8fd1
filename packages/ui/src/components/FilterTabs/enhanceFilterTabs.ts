import { enhanceTabs, selectTab } from "../Tabs/enhanceTabs.js";

/**
 * `FilterTabs`' behaviour in plain DOM, on its prerendered HTML under `root`. The page's address
 * stays the choice, so the stylesheet keeps filtering: a tab's press (or arrow key) replaces the
 * address with its own, adding no history, and selects the tab. An address chosen any other way
 * (arriving on `#website`, Back, the skip link's `#main`) selects its tab, or the first. Returns
 * what undoes the wiring.
 */
export function enhanceFilterTabs(root: HTMLElement): () => void {
  const tablist = root.querySelector<HTMLElement>('[role="tablist"]');
  if (!tablist) return () => {};
  const tabs = [...tablist.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
  const addressed = () => tabs.find((tab) => tab.hash === location.hash) ?? tabs[0];
  const follow = () => {
    const tab = addressed();
    if (tab) selectTab(tablist, tab);
  };

  follow();
  const unwire = enhanceTabs(tablist, (tab) => {
    const focused = document.activeElement === tab;
    location.replace((tab as HTMLAnchorElement).href);
    // Following a link within the page takes focus from the page when its target cannot hold it.
    if (focused) tab.focus();
  });
  const wiring = new AbortController();
  // The press is answered above; the link's own following would add a step to Back.
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
  };
}
