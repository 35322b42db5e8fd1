/**
 * The contract of an island's root element: what `<Island>` writes into the prerendered HTML, what
 * the runtime reads there, and the states the runtime announces from it.
 *
 * When an island wakes (loads its code and hydrates): `Wake`. Nothing wakes while a page loads: no
 * strategy fetches code before a visitor touches or scrolls the page (docs/performance.md).
 *
 * Forms do not wake when scrolled into sight: the home page's newsletter and the Playbook form once
 * did, and their code then ran while the visitor tapped the field they had scrolled to. Their fields
 * take typing natively, so waking when reached for costs the visitor nothing.
 */
export type Wake =
  /**
   * Only when reached for: every form (its fields take typing natively meanwhile), and widgets a
   * visitor may never use (carousels, the video).
   */
  | "interaction"
  /**
   * When the visitor scrolls it into sight, or reaches for it first: widgets whose first tap needs
   * their code (carousels, tabs), which would otherwise wake under that tap and answer it late.
   */
  | "sight"
  /**
   * Only when the address's query has every one of these values, and then when reached for; for
   * any other address the island never wakes ("dormant").
   */
  | { query: Readonly<Record<string, string>> };

/** The word `data-wake` holds for each `Wake`. */
export type WakeName = "interaction" | "query" | "sight";

/**
 * How the runtime wakes an island (./strategies/, one module each, named by `data-wake`): it listens
 * for the island's moment with `asleep`, which ends as the island wakes, and calls `wake` then.
 * False when the island never wakes on this page.
 */
export type WakeStrategy = (island: HTMLElement, wake: () => void, asleep: AbortSignal) => boolean;

/** The attributes of an island's root element. */
export const ISLAND = {
  /** The island's name: its module's file name in app/islands/. */
  name: "data-island",
  /** `Wake` as a word (`WakeName`). */
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
   * Written by the build on an island wired in plain DOM (no React): its few kilobytes are fetched
   * once the visitor scrolls it into sight, though it wakes only when reached for, so the tap that
   * wakes it waits on no network.
   */
  preloadInSight: "data-island-preload-in-sight",
  /**
   * On an island below a page of words (a post's newsletter form): the islands runtime is fetched
   * only once the island nears the screen or is reached for, so a page whose islands all carry it
   * starts with no more script than a page of words (postbuild/page-script.ts, app/entry.client.tsx).
   */
  deferRuntime: "data-island-defer-runtime",
  /**
   * Written by the build on each such island of a page whose islands all carry `deferRuntime`: the
   * islands runtime's file, which the page's bootstrap imports once one nears the screen.
   */
  runtime: "data-island-runtime",
  /** Set by the runtime: the island's state (`IslandState`). */
  state: "data-island-state",
} as const;

/** An island's state, as its root's `data-island-state` shows it (./runtime.ts moves between them). */
export type IslandState = "asleep" | "dormant" | "waking" | "hydrating" | "awake" | "failed";

/**
 * The event the runtime dispatches on an island's root as it enters each state, bubbling, so what
 * lives inside an island without being its code (a form's prerendered buttons and notes) can follow.
 */
export const ISLAND_STATE_EVENT = "island-state";

/** What `ISLAND_STATE_EVENT` carries. */
export interface IslandStateDetail {
  state: IslandState;
  /** Wakes the island now, if it is asleep: for a part of it with a reason to (an unsent draft). */
  wake: () => void;
}

/** The query string `{ query }` is written as, in a fixed order. */
export function queryString(query: Readonly<Record<string, string>>): string {
  return new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))).toString();
}
