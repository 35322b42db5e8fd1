import { AWAITS_SCRIPT_ATTRIBUTE, SCRIPT_FAILED_NOTE_ATTRIBUTE } from "@grand-river/forms/awaits-script";
import { KEPT_FROM_REACT_WHILE_HYDRATING } from "./keptFromReact";
import type { IslandModule, IslandWiring } from "./registry";
import { draft } from "./strategies/draft";
import { interaction } from "./strategies/interaction";
import { query } from "./strategies/query";
import { sight } from "./strategies/sight";
import { visitorPause } from "./visitorPause";
import { ISLAND, type WakeName, type WakeStrategy } from "./wake";

/** Loads an island's module by name: its component, or its plain-DOM module where it has one. */
export type IslandLoaders = ReadonlyMap<string, () => Promise<IslandModule | IslandWiring>>;

/** An island's state, as its root's `data-island-state` shows it. */
type IslandState = "asleep" | "dormant" | "waking" | "hydrating" | "awake" | "failed";

/** What the visitor does that the island must do again once awake: a submit, a press on a button. */
const HELD = ["submit", "click"] as const;

/**
 * What each state does with the visitor's events inside the island: those it holds, to make again
 * once awake, and those it keeps from React. The runtime listens for these and no more, since each
 * costs a call on every keystroke of a visitor typing into the island as it wakes. What wakes an
 * asleep island is its strategy's (./strategies/).
 */
const STATES: Record<IslandState, { holds: readonly string[]; keeps?: readonly string[] }> = {
  /** Waiting for its strategy's moment. */
  asleep: { holds: HELD },
  /** Never wakes on this page: a query island whose query is absent. */
  dormant: { holds: [] },
  /** Its code loading, then waiting for the visitor to pause (./visitorPause.ts). */
  waking: { holds: HELD },
  /** From `hydrateRoot` until its effects have run: React listens, and must not hear the visitor yet. */
  hydrating: { holds: HELD, keeps: KEPT_FROM_REACT_WHILE_HYDRATING },
  awake: { holds: [] },
  /** Its code did not load or render: its form's note shows, and a submit is held for good. */
  failed: { holds: ["submit"] },
};

/** The events an island in `state` listens for: none before it has one. */
const listenedFor = (state: IslandState | null) =>
  state ? [...STATES[state].holds, ...(STATES[state].keeps ?? [])] : [];

/** Each strategy by its `data-wake`; an island with none known wakes on interaction. */
const STRATEGIES: Record<WakeName, WakeStrategy> = { interaction, query, sight };

/** Lets the browser handle what is waiting (a keystroke, a paint) before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Finds every island in the prerendered page and wakes each when its strategy says (`data-wake`,
 * ./strategies/): preloads its files at once (fetched and parsed off the main thread), then, once
 * the visitor's input pauses (`visitorPause`), runs its module and React and hydrates it as a root
 * of its own; an island with a plain-DOM module (./registry.ts) runs that instead, and no React. A submit or a press on a button does not wait for the pause: the visitor waits on those.
 *
 * Until it is awake the island's HTML is live but has no code, and nothing a visitor does is lost.
 * Its fields take typing, pasting, checking and choosing natively, and hydration reads them
 * afterwards: while React hydrates, the events it would act on are kept from it (see
 * `KEPT_FROM_REACT_WHILE_HYDRATING`), so it never hydrates in one long task to handle a keystroke
 * nor writes a field back over what was typed. Hydration runs as a transition, in slices that give
 * way to the visitor's input. A submit is held and made again once awake, so it is sent once and
 * never as a native GET; every press on a button (a carousel's arrow, the video's play) is pressed
 * again once awake, in the order made. A submit button the form held disabled for want of its code
 * (`data-awaits-script`) is enabled here, since this runtime holds its submits. If the code cannot
 * load or the island fails to render, the island says so ("failed"), disables that button again,
 * shows the form's note on what to do instead, and holds any submit for good.
 */
export function wakeIslands(root: ParentNode, loaders: IslandLoaders): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND.name}]`)) {
    // An island inside another island's prerendered HTML is found and woken like any other; one
    // already seen (this ran before) is left as it is.
    if (element.hasAttribute(ISLAND.state)) continue;
    prepare(element, loaders);
  }
}

function prepare(element: HTMLElement, loaders: IslandLoaders) {
  const stateOf = () => element.getAttribute(ISLAND.state) as IslandState | null;
  /** Listens for what `next` holds and keeps, and no more; the root shows it. */
  const enter = (next: IslandState) => {
    for (const type of listenedFor(stateOf())) element.removeEventListener(type, onEvent, true);
    // Ahead of React's own listeners on this element: `hydrateRoot` adds them after "hydrating".
    for (const type of listenedFor(next)) element.addEventListener(type, onEvent, true);
    element.setAttribute(ISLAND.state, next);
  };

  // Submit buttons held disabled for want of code: this runtime holds their submits meanwhile.
  const enabledEarly = [...element.querySelectorAll(`[${AWAITS_SCRIPT_ATTRIBUTE}][disabled]`)];
  /** What the visitor did before the island woke, to do again once it has, in order. */
  const held: (HTMLButtonElement | SubmitEvent)[] = [];
  /** Aborted once something is held: the visitor waits on the island, not on a pause in their typing. */
  const hurry = new AbortController();
  /** Holds a submit or a press on a plain button; says whether it was one. */
  const hold = (event: Event, target: Element) => {
    if (event.type === "submit") {
      event.preventDefault();
      // A second submit while the first waits would send it twice.
      if (!held.some((what) => what instanceof Event)) held.push(event as SubmitEvent);
    } else {
      const button = target.closest("button");
      // Only plain buttons: a link navigates by itself, and a submit is held above.
      if (button?.type !== "button") return false;
      held.push(button);
    }
    hurry.abort();
    return true;
  };
  const onEvent = (event: Event) => {
    // An element, being inside the island; what happens inside a nested island is that island's.
    const target = event.target as Element;
    if (target.closest(`[${ISLAND.name}]`) !== element) return;
    const { holds, keeps } = STATES[stateOf() ?? "awake"];
    if (holds.includes(event.type) && hold(event, target)) wake();
    // Ahead of React's own listeners on this element, which were added after this one.
    if (keeps?.includes(event.type)) event.stopImmediatePropagation();
  };

  const asleep = new AbortController();
  const wake = () => {
    if (stateOf() !== "asleep") return;
    asleep.abort();
    enter("waking");
    preload(element.getAttribute(ISLAND.files));
    void hydrate();
  };
  const hydrate = async () => {
    await visitorPause(hurry.signal);
    try {
      const name = element.getAttribute(ISLAND.name) ?? "";
      const load = loaders.get(name);
      if (!load) throw new Error(`No island module named "${name}"`);
      const module = await load();
      // A widget whose taps need no framework runs its plain-DOM module, and no React at all.
      if ("wire" in module) module.wire(element);
      else {
        // React is in hand already: the island's module imports it.
        const [{ createElement, startTransition }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
          import("react"),
          import("react-dom/client"),
          import("./IslandRoot"),
        ]);
        const props = JSON.parse(element.getAttribute(ISLAND.props) ?? "{}") as object;
        // Evaluating the modules was one task; keystrokes that waited on it go first.
        await yieldToBrowser();
        await new Promise<void>((hydrated, failed) => {
          // Its listeners go on ahead of React's own, which hydrateRoot adds.
          enter("hydrating");
          // A transition hydrates in slices, giving way to the browser between them.
          startTransition(() => {
            hydrateRoot(
              element,
              createElement(IslandRoot, { onAwake: hydrated }, createElement(module.default, props)),
              {
                identifierPrefix: element.getAttribute(ISLAND.idPrefix) ?? "",
                onUncaughtError: failed,
              },
            );
          });
        });
      }
      enter("awake");
      for (const what of held.splice(0)) {
        if (!(what instanceof Event)) {
          if (what.isConnected) what.click();
        } else {
          const form = what.target as HTMLFormElement;
          if (form.isConnected) form.requestSubmit(what.submitter?.isConnected ? what.submitter : undefined);
        }
      }
    } catch (error) {
      enter("failed");
      for (const control of enabledEarly) control.setAttribute("disabled", "");
      for (const note of element.querySelectorAll<HTMLElement>(`[${SCRIPT_FAILED_NOTE_ATTRIBUTE}]`))
        note.hidden = false;
      console.error(error);
    }
  };

  enter("asleep");
  const byName: Partial<Record<string, WakeStrategy>> = STRATEGIES;
  const strategy = byName[element.getAttribute(ISLAND.wake) ?? ""] ?? interaction;
  // An island whose strategy says it never wakes on this page keeps its HTML as it is.
  if (!strategy(element, wake, asleep.signal)) return enter("dormant");
  for (const control of enabledEarly) control.removeAttribute("disabled");
  draft(element, wake);
}

/**
 * Preloads an island's files (`data-island-files`): fetched in parallel, parsed off the main thread,
 * run later. One preload per task, after the event that asked for them: each costs the main thread
 * a few milliseconds on a slow phone, and a keystroke must not wait on all of them at once.
 */
function preload(files: string | null) {
  const linked = new Set([...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href")));
  const queue = files?.split(" ").filter((href) => href !== "" && !linked.has(href)) ?? [];
  const next = () => {
    const href = queue.shift();
    if (href === undefined) return;
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    setTimeout(next);
  };
  setTimeout(next);
}
