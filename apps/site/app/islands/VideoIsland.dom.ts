import { enhanceVideoFacade, VIDEO_FACADE_ATTRIBUTE } from "@grand-river/ui/widgets";

/** The home page's video in the browser: plain DOM on the prerendered `VideoIsland`, no React until, and after, play. */
export function wire(island: HTMLElement) {
  for (const facade of island.querySelectorAll<HTMLElement>(`[${VIDEO_FACADE_ATTRIBUTE}]`)) enhanceVideoFacade(facade);
}
