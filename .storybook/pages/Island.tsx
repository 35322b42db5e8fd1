import { createElement, type ComponentType } from "react";
import type { IslandProps } from "../../apps/site/app/hydration/Island";
import { IslandRoot } from "../../apps/site/app/hydration/IslandRoot";
import { islandKeyOfComponent } from "../../apps/site/app/hydration/islandKey";
import { ISLAND } from "../../apps/site/app/hydration/contract";

/** The island's key, as the site names it: its module's path, set on the component by islandKeys() (apps/site/island-keys.ts). */
function islandKey(of: ComponentType<object>): string {
  const key = islandKeyOfComponent(of);
  if (key === undefined)
    throw new Error("<Island of={…}> takes an island: the default export of a module in app/islands/.");
  return key;
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
  // The island's own props type ends here: createElement takes any component's props.
  const component = of as ComponentType<object>;
  return (
    <div {...{ [ISLAND.name]: islandKey(component) }}>
      <IslandRoot>{createElement(component, props ?? {})}</IslandRoot>
    </div>
  );
}
