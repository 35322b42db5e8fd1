/**
 * When an island wakes (loads its code and hydrates). Shared by `<Island>`, which writes it into the
 * prerendered HTML, and the runtime, which reads it there. Every island also wakes at the first sign
 * of use (a pointer over it, focus inside it), whatever its strategy says.
 */
export type Wake =
  /** Right after the first paint: a form on the first screen, which a visitor may use at once. */
  | "load"
  /** When it comes within `VISIBLE_MARGIN` of the viewport: below-the-fold forms. */
  | "visible"
  /** Only when touched, hovered or focused: widgets a visitor may never use (carousels, the video). */
  | "interaction"
  /** Right after the first paint, and only when the address's query has every one of these values. */
  | { query: Readonly<Record<string, string>> };

/** How far below the viewport a "visible" island starts to wake, so it is ready when it arrives. */
export const VISIBLE_MARGIN = "0px 0px 300px 0px";

/** The attributes of an island's root element. */
export const ISLAND = {
  /** The island's name: its module's file name in app/islands/. */
  name: "data-island",
  /** `Wake` as a word: load, visible, interaction or query. */
  wake: "data-wake",
  /** For `{ query }`: the values the query must have, as a query string. */
  wakeQuery: "data-wake-query",
  /** The island's props, as JSON. */
  props: "data-props",
  /** The `identifierPrefix` both its renders use, so `useId` agrees between server and browser. */
  idPrefix: "data-island-id",
  /**
   * Set by the runtime: "asleep" (waiting for its moment), "dormant" (a query island whose query is
   * absent, which never wakes on this page), "waking", "awake" or "failed".
   */
  state: "data-island-state",
} as const;

/** The query string `{ query }` is written as, in a fixed order. */
export function queryString(query: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))).toString();
}

/** Whether `search` (a location's) carries every value `required` (a query string) asks for. */
export function queryMatches(search: string, required: string): boolean {
  const present = new URLSearchParams(search);
  return [...new URLSearchParams(required)].every(([key, value]) => present.getAll(key).includes(value));
}
