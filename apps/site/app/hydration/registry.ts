import type { ComponentType } from "react";
import { islandKeyOf } from "./islandKey";

/** What an island module exports: its component, as the default. */
export interface IslandModule {
  default: ComponentType<object>;
}

// Every island module, loaded on demand: each is its own chunk, fetched when its island wakes.
const modules = import.meta.glob<IslandModule>("../islands/*.tsx");

/** Each island's loader, by its key (its module's path, ./islandKey.ts). */
export const islandLoaders: ReadonlyMap<string, () => Promise<IslandModule>> = new Map(
  Object.entries(modules).map(([file, load]) => [islandKeyOf(file), load]),
);

/** The keys of every island. */
export const islandKeys: readonly string[] = [...islandLoaders.keys()];
