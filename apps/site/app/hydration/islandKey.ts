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
 * "ContactFormIsland"). It is what the page's `data-island` attribute holds.
 */
export function islandKeyOf(modulePath: string): string {
  const file = modulePath.replaceAll("\\", "/");
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (!/^[\w-]+\.tsx$/.test(name))
    throw new Error(`"${modulePath}" is no island module: islands are ${ISLANDS_FOLDER}/*.tsx.`);
  return name.slice(0, -".tsx".length);
}
