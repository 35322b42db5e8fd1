/**
 * An island's identity, the one every part of the site names it by: the prerender (`Island`), the
 * browser's registry of loaders (./registry.ts), the build's list of each island's files
 * (postbuild/, islands.json, which `pnpm size` reads) and Storybook's stand-in. It comes from the
 * island's module path, never from its component's `Function.name`, which a minifier renames.
 */

/** The folder of the islands, from the app's root: each .tsx file directly in it is one island, its component the default export. */
export const ISLANDS_FOLDER = "app/islands";

/**
 * An island's key: its module's path inside app/islands/, without the extension
 * (app/islands/ContactFormIsland.tsx, or ../islands/ContactFormIsland.tsx as a glob names it, is
 * "ContactFormIsland"). It is what the page's `data-island` attribute holds. Kept this small because
 * the browser's registry runs it on every page with islands; its callers pass only `*.tsx` paths.
 */
export const islandKeyOf = (modulePath: string): string =>
  modulePath.slice(modulePath.lastIndexOf("/") + 1, -".tsx".length);

/** The symbol's name (`Symbol.for`) under which ../../island-keys.ts sets each island component's key. */
export const ISLAND_KEY_SYMBOL = "grand-river.island-key";

/**
 * The key of the island whose module's default export is `component`, as the site's Vite plugin
 * (island-keys.ts) set it when it built that module; undefined for any other component.
 */
export function islandKeyOfComponent(component: object): string | undefined {
  const key: unknown = (component as Record<symbol, unknown>)[Symbol.for(ISLAND_KEY_SYMBOL)];
  return typeof key === "string" ? key : undefined;
}
