import type { ComponentType } from "react";
import { islandKeyOf } from "./islandKey";

/** What an island module exports: its component, as the default. */
export interface IslandModule {
  default: ComponentType<object>;
}

/**
 * What an island's plain-DOM module exports (`app/islands/<Name>.dom.ts` beside `<Name>.tsx`):
 * `wire`, which gives the island's prerendered HTML its behaviour without React. An island with
 * one is a widget whose taps need no framework (the portfolio's tabs, the carousels). In the
 * browser's build the loader below loads that module in place of the component, which only the
 * prerender renders (vite.page-script.config.ts, `wiredIslands`); elsewhere (tests, Storybook) it
 * loads the component, whose React version does the same.
 */
export interface IslandWiring {
  wire: (island: HTMLElement) => void;
}

// Every island module, loaded on demand: each is its own chunk, fetched when its island wakes.
const modules = import.meta.glob<IslandModule | IslandWiring>("../islands/*.tsx");

/** Each island's loader, by its key (its module's path, ./islandKey.ts). */
export const islandLoaders: ReadonlyMap<string, () => Promise<IslandModule | IslandWiring>> = new Map(
  Object.entries(modules).map(([file, load]) => [islandKeyOf(file), load]),
);
