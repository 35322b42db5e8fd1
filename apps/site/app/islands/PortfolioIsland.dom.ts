import { enhanceTabs } from "@grand-river/ui/widgets";
import { showTab } from "./portfolio/filter";

/**
 * The portfolio's tabs in the browser: plain DOM on the prerendered `PortfolioIsland`, so a tab
 * answers with no React (app/hydration/registry.ts).
 */
export function wire(island: HTMLElement) {
  const tablist = island.querySelector<HTMLElement>('[role="tablist"]');
  if (tablist) enhanceTabs(tablist, (tab) => showTab(island, tab.id));
}
