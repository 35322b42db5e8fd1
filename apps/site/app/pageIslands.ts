import { followIsland } from "@grand-river/forms/awaits-script";
import { ISLAND_STATE_EVENT, type IslandStateDetail } from "./hydration/contract";
import { islandLoaders } from "./hydration/registry";
import { wakeIslands } from "./hydration/runtime";

/**
 * The islands runtime as a page loads it: a chunk of its own, which only a page with islands fetches
 * (app/entry.client.tsx imports it there, and the build preloads it there beside the page script),
 * so a page of words and links loads none of it. The forms' prerendered HTML follows each island's
 * state from here, so the runtime knows islands and nothing of forms.
 */
export function wakePageIslands(): void {
  document.addEventListener(ISLAND_STATE_EVENT, (event) => {
    const { state, wake } = (event as CustomEvent<IslandStateDetail>).detail;
    followIsland(event.target as Element, state, wake);
  });
  wakeIslands(document, islandLoaders);
}
