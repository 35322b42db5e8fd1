import { enhanceFilterTabs } from "@grand-river/ui/widgets";

/**
 * The portfolio's tabs in the browser: plain DOM on the prerendered `PortfolioIsland`, so a tab
 * answers with no React (app/hydration/registry.ts). The stylesheet filters; this makes them tabs.
 */
export function wire(island: HTMLElement) {
  enhanceFilterTabs(island);
}
