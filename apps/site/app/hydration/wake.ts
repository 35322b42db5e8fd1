/**
 * When an island wakes (loads its code and hydrates). Shared by `<Island>`, which writes it into the
 * prerendered HTML, and the runtime, which reads it there. Nothing wakes while a page loads: no
 * strategy fetches code before a visitor touches or scrolls the page (README, "Performance"), and
 * every island that can wake also wakes the moment a visitor reaches for it (`REACHING_FOR_IT`).
 */
export type Wake =
  /**
   * Once the visitor has scrolled, when it comes within `VISIBLE_MARGIN` of the viewport: forms
   * further down, ready by the time they arrive. One already in view wakes when reached for.
   */
  | "visible"
  /**
   * Only when reached for: a form on the first screen (its fields take typing natively meanwhile),
   * and widgets a visitor may never use (carousels, the video).
   */
  | "interaction"
  /**
   * Only when the address's query has every one of these values, and then when reached for; for
   * any other address the island never wakes ("dormant").
   */
  | { query: Readonly<Record<string, string>> };

/** How far below the viewport a "visible" island starts to wake, so it is ready when it arrives. */
export const VISIBLE_MARGIN = "0px 0px 300px 0px";

/**
 * What counts as reaching for an island: a pointer over it or pressing it, a touch, focus coming
 * into it, a key pressed inside it.
 */
export const REACHING_FOR_IT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** The attributes of an island's root element. */
export const ISLAND = {
  /** The island's name: its module's file name in app/islands/. */
  name: "data-island",
  /** `Wake` as a word: visible, interaction or query. */
  wake: "data-wake",
  /** For `{ query }`: the values the query must have, as a query string. */
  wakeQuery: "data-wake-query",
  /** The island's props, as JSON. */
  props: "data-props",
  /** The `identifierPrefix` both its renders use, so `useId` agrees between server and browser. */
  idPrefix: "data-island-id",
  /**
   * Written by the build (postbuild/page-script.ts): the files waking the island fetches, space
   * separated, which the runtime preloads the moment the island is reached for.
   */
  files: "data-island-files",
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
