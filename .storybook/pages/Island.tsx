import { createElement, type ComponentType } from "react";
import type { IslandProps } from "../../apps/site/app/hydration/Island";
import { IslandRoot } from "../../apps/site/app/hydration/IslandRoot";
import { islandNameOf, type IslandModule } from "../../apps/site/app/hydration/registry";
import { ISLAND } from "../../apps/site/app/hydration/wake";

// Every island module, by file. Names come from the files, as in the site's registry: a minified
// Storybook build renames the components themselves.
const islandModules = import.meta.glob<IslandModule>("../../apps/site/app/islands/*.tsx", { eager: true });

function islandName(of: ComponentType<object>): string {
  const file = Object.keys(islandModules).find((key) => islandModules[key]?.default === of);
  if (!file) {
    throw new Error(
      `<Island of={${of.name || "an anonymous component"}}>: islands are the default exports of app/islands/*.tsx.`,
    );
  }
  return islandNameOf(file);
}

/**
 * Storybook's stand-in for the site's `Island` (apps/site/app/hydration/Island.tsx), swapped in by
 * `sitePagesPlugin()` (./sitePagesPlugin.ts) for the site's own modules only.
 *
 * The real one renders an island's HTML on the server and, in the browser, an empty shell that the
 * page's runtime later hydrates. Storybook has no server render and no runtime, so the shell would
 * stay empty and the page stories would lose their forms and widgets. This renders the island live,
 * inside the same `IslandRoot` the site hydrates it in; `wake` does not apply (it is awake at once).
 */
export function Island<P extends object>({ of, props }: IslandProps<P>) {
  // The island's own props type ends here: the registry knows islands only as components.
  const component = of as ComponentType<object>;
  return (
    <div {...{ [ISLAND.name]: islandName(component) }}>
      <IslandRoot>{createElement(component, props ?? {})}</IslandRoot>
    </div>
  );
}
