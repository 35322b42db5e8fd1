import { CAROUSEL_ATTRIBUTE, enhanceCarousel } from "@grand-river/ui/widgets";

/** The report previews' carousel in the browser: plain DOM on the prerendered `ReportPreviewsIsland`, no React. */
export function wire(island: HTMLElement) {
  for (const carousel of island.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`)) enhanceCarousel(carousel);
}
