import { createElement, useId, type ComponentType } from "react";
import { IslandRoot } from "./IslandRoot";
import { islandKeyOfComponent } from "./islandKey";
import { islandLoaders } from "./registry";
import { ISLAND, queryString, type Wake, type WakeName } from "./contract";

// Server only: the browser never renders an island's HTML (see below), and must not download
// React's server renderer with every island that holds another. The condition is fixed at build
// time, so the browser's build has no import here at all.
const server = import.meta.env.SSR ? await import("react-dom/server") : null;

/** Props of `Island`: the island's component, when it wakes, and its props when it has any required. */
export type IslandProps<P extends object> = {
  /** An island module's default export (a file in app/islands/), named by its module's path (./islandKey.ts). */
  of: ComponentType<P>;
  wake: Wake;
  /** Below a page of words: the islands runtime waits until the island nears the screen (`ISLAND.deferRuntime`). */
  deferRuntime?: boolean;
  // `{} extends P`: every prop of P is optional, so `props` may be left out.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
} & ({} extends P ? { props?: P } : { props: P });

/**
 * A part of a page that runs React in the browser: prerendered with the rest of the page, then
 * hydrated on its own by the page's runtime (app/entry.client.tsx) when `wake` says, with its own
 * root, so the rest of the page runs no framework at all.
 *
 * It is rendered here as a separate tree (`renderToString` with its own id prefix), exactly as the
 * browser will hydrate it, and so must stand alone: its props are JSON, and it reads no context of
 * the page's. An island inside another island's tree is opaque to the outer one: it keeps its own
 * prerendered HTML, and wakes on its own.
 */
export function Island<P extends object>({ of, wake, props, deferRuntime = false }: IslandProps<P>) {
  const idPrefix = `i${useId().replace(/[^\w-]/g, "")}-`;
  // In the browser this renders only inside another island, which hydrates it and never creates it:
  // the markup (attributes included) is already in the page, the runtime has read it, and hydrates it
  // separately. So the browser renders an empty shell that React leaves alone.
  if (!server) return <div dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;

  // Its module's path, which the site's Vite plugin set on the component (island-keys.ts): a
  // function's own name would not do, as a minifier renames it.
  const key = islandKeyOfComponent(of);
  if (key === undefined || !islandLoaders.has(key)) {
    throw new Error(
      "<Island of={…}> takes an island: the default export of a module in app/islands/ (the site's Vite plugin island-keys.ts names it).",
    );
  }
  const html = server.renderToString(
    createElement(IslandRoot, null, createElement(of as ComponentType<object>, props ?? {})),
    {
      identifierPrefix: idPrefix,
    },
  );
  const attributes = {
    [ISLAND.name]: key,
    [ISLAND.wake]: (typeof wake === "string" ? wake : "query") satisfies WakeName,
    [ISLAND.wakeQuery]: typeof wake === "string" ? undefined : queryString(wake.query),
    [ISLAND.props]: props === undefined ? undefined : JSON.stringify(props),
    [ISLAND.idPrefix]: idPrefix,
    [ISLAND.deferRuntime]: deferRuntime ? "" : undefined,
  };
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
