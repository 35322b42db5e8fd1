import { followIsland } from "@grand-river/forms/awaits-script";
import { ISLAND_STATE_EVENT, type IslandStateDetail } from "./hydration/contract";
import { islandLoaders } from "./hydration/registry";
import { wakeIslands } from "./hydration/runtime";

/**
 * The islands runtime as a page loads it: a chunk of its own, which only a page with islands fetches,
 * and which wakes the page's islands as it loads. app/entry.client.tsx imports it at start (the build
 * preloads it beside the page script); a page whose every island waits below its words imports it
 * from its bootstrap instead, once one nears the screen (postbuild/page-script.ts). So a page of
 * words and links loads none of it. The forms' prerendered HTML follows each island's state from
 * here, so the runtime knows islands and nothing of forms.
 */
document.addEventListener(ISLAND_STATE_EVENT, (event) => {
  const { state, wake } = (event as CustomEvent<IslandStateDetail>).detail;
  followIsland(event.target as Element, state, wake);
});
wakeIslands(document, islandLoaders);
