import { ISLAND, type WakeStrategy } from "../contract";
import { interaction } from "./interaction";

/** Whether `search` (a location's) carries every value `required` (a query string) asks for. */
export function queryMatches(search: string, required: string): boolean {
  const present = new URLSearchParams(search);
  return [...new URLSearchParams(required)].every(([key, value]) => present.getAll(key).includes(value));
}

/** Wakes as `interaction` does when the address carries the island's query; without it, never. */
export const query: WakeStrategy = (island, wake, asleep) =>
  queryMatches(location.search, island.getAttribute(ISLAND.wakeQuery) ?? "") && interaction(island, wake, asleep);
