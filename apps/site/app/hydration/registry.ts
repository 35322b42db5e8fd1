import type { ComponentType } from "react";

/** What an island module exports: its component, as the default. */
export interface IslandModule {
  default: ComponentType<object>;
}

// Every island module, loaded on demand: each is its own chunk, fetched when its island wakes.
const modules = import.meta.glob<IslandModule>("../islands/*.tsx");

/** An island's name: its module's file name (app/islands/ContactIsland.tsx is "ContactIsland"). */
export const islandNameOf = (file: string) => file.slice(file.lastIndexOf("/") + 1, -".tsx".length);

/** Each island's loader, by name (its file name, which is also its component's name). */
export const islandLoaders: ReadonlyMap<string, () => Promise<IslandModule>> = new Map(
  Object.entries(modules).map(([file, load]) => [islandNameOf(file), load]),
);

/** The names of every island. */
export const islandNames: readonly string[] = [...islandLoaders.keys()];
