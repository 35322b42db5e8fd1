import { islandLoaders } from "./registry";
import { wakeIslands } from "./runtime";

/**
 * The islands runtime as a page loads it: a chunk of its own, which only a page with islands fetches
 * (app/entry.client.tsx imports it there, and the build preloads it there beside the page script),
 * so a page of words and links loads none of it.
 */
export function wakePageIslands(): void {
  wakeIslands(document, islandLoaders);
}
