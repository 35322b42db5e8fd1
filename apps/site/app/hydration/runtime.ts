import {
  ISLAND,
  ISLAND_STATE_EVENT,
  type IslandState,
  type IslandStateDetail,
  type WakeName,
  type WakeStrategy,
} from "./contract";
import { KEPT_FROM_REACT_WHILE_HYDRATING } from "./keptFromReact";
import type { IslandModule, IslandWiring } from "./registry";
import { interaction } from "./strategies/interaction";
import { query } from "./strategies/query";
import { sight, whenScrolledIntoSight } from "./strategies/sight";
import { visitorPause } from "./visitorPause";

/** Loads an island's module by name: its component, or its plain-DOM module where it has one. */
export type IslandLoaders = ReadonlyMap<string, () => Promise<IslandModule | IslandWiring>>;

/**
 * What moves an island on: its strategy's moment, its code loaded, its plain-DOM module wired (no
 * React), React done, or something broken.
 */
type Happening = "wake" | "loaded" | "wired" | "hydrated" | "broke";

/** What the visitor does that the island must do again once awake: a submit, a press on a button. */
const HELD = ["submit", "click"] as const;

/**
 * Each state: the visitor's events it holds, to make again once awake, and those it keeps from
 * React (the runtime listens for these and no more, since each costs a call on every keystroke of a
 * visitor typing into the island as it wakes); and where each happening leads, none for a state
 * that is final. An island found starts `asleep`, or `dormant` when its strategy says it never
 * wakes here. What entering a state does is `prepare`'s `onEnter`.
 */
const STATES: Record<
  IslandState,
  { holds: readonly string[]; keeps?: readonly string[]; on?: Partial<Record<Happening, IslandState>> }
> = {
  /** Waiting for its strategy's moment (./strategies/). */
  asleep: { holds: HELD, on: { wake: "waking" } },
  /** Never wakes on this page: a query island whose query is absent. */
  dormant: { holds: [] },
  /** Its files preloading, its code waiting for the visitor to pause (./visitorPause.ts), then loading. */
  waking: { holds: HELD, on: { loaded: "hydrating", wired: "awake", broke: "failed" } },
  /** From `hydrateRoot` until its effects have run: React listens, and must not hear the visitor yet. */
  hydrating: { holds: HELD, keeps: KEPT_FROM_REACT_WHILE_HYDRATING, on: { hydrated: "awake", broke: "failed" } },
  /** Its code runs it (React, or its plain-DOM module): what was held is made again. */
  awake: { holds: [] },
  /** Its code did not load or render: a submit is held for good. */
  failed: { holds: ["submit"] },
};

/** The events an island in `state` listens for: none before it has one. */
const listenedFor = (state: IslandState | null) =>
  state ? [...STATES[state].holds, ...(STATES[state].keeps ?? [])] : [];

/** Each strategy by its `data-wake`; an island with none known wakes on interaction. */
const STRATEGIES: Partial<Record<string, WakeStrategy>> = { interaction, query, sight } satisfies Record<
  WakeName,
  WakeStrategy
>;

/** The longest an island's next step waits for the browser to be idle: a tenth of a second. */
const IDLE_WAIT_MS = 100;

/** Lets the browser handle what is waiting (a keystroke, a paint) before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Finds every island in the prerendered page and wakes each when its strategy says (`data-wake`,
 * ./strategies/) and the browser is next idle: preloads its files (fetched and parsed off the main
 * thread, one per idle moment), then, once the visitor's input pauses (`visitorPause`), runs its
 * module and React and hydrates it as a root of its own; an island with a plain-DOM module
 * (./registry.ts) runs that instead, and no React. A submit or a press on a button does not wait
 * for the pause: the visitor waits on those.
 *
 * Until it is awake the island's HTML is live but has no code, and nothing a visitor does is lost.
 * Its fields take typing, pasting, checking and choosing natively, and hydration reads them
 * afterwards: while React hydrates, the events it would act on are kept from it (see
 * `KEPT_FROM_REACT_WHILE_HYDRATING`), so it never hydrates in one long task to handle a keystroke
 * nor writes a field back over what was typed. Hydration runs as a transition, in slices that give
 * way to the visitor's input. A submit is held and made again once awake, so it is sent once and
 * never as a native GET; every press on a button (a carousel's arrow, the video's play) is pressed
 * again once awake, in the order made. If the code cannot load or the island fails to render, the
 * island says so ("failed") and holds any submit for good.
 *
 * Each state it enters is written on the island's root (`data-island-state`) and announced there
 * (`ISLAND_STATE_EVENT`), for what lives in the island's HTML and follows it: a form's held-back
 * button and its note (`@grand-river/forms/awaits-script`, wired in app/pageIslands.ts).
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
  let state: IslandState | null = null;
  /** What the visitor did before the island woke, to do again once it has, in order. */
  const held: (HTMLButtonElement | SubmitEvent)[] = [];
  /** Aborted once something is held: the visitor waits on the island, not on a pause in their typing. */
  const hurry = new AbortController();
  /** Ends as the island wakes, and with it every listener of its strategy. */
  const asleep = new AbortController();
  /** Hydrates the island, once its code and React have loaded. */
  let hydrate: (() => void) | undefined;

  /** Moves on when the state has a way out on `happening`. */
  const move = (happening: Happening) => {
    const next = state && STATES[state].on?.[happening];
    if (next) enter(next);
  };
  /** Wakes the island now: the visitor waits on it (a held submit or press). */
  const wakeNow = () => move("wake");
  let wakeAsked = false;
  /**
   * Wakes the island once the browser is idle: waking is work of its own (listeners, state,
   * preloads), and the tap or key that reached for the island is answered first. A tap reaches for
   * it several times over (pointerover, pointerdown, touchstart, focusin): one wake is asked for.
   */
  const wake = () => {
    if (wakeAsked) return;
    wakeAsked = true;
    whenIdle(wakeNow);
  };

  /** Listens for what `next` holds and keeps, and no more; does what it does; shows it and says so. */
  const enter = (next: IslandState) => {
    for (const type of listenedFor(state)) element.removeEventListener(type, onEvent, true);
    // Ahead of React's own listeners on this element: `hydrateRoot` adds them after "hydrating".
    for (const type of listenedFor(next)) element.addEventListener(type, onEvent, true);
    state = next;
    element.setAttribute(ISLAND.state, next);
    onEnter[next]?.();
    const detail: IslandStateDetail = { state: next, wake };
    element.dispatchEvent(new CustomEvent(ISLAND_STATE_EVENT, { bubbles: true, detail }));
  };

  const onEvent = (event: Event) => {
    // An element, being inside the island; what happens inside a nested island is that island's.
    const target = event.target as Element;
    if (target.closest(`[${ISLAND.name}]`) !== element || !state) return;
    const { holds, keeps } = STATES[state];
    if (holds.includes(event.type) && hold(event, target)) wakeNow();
    // Ahead of React's own listeners on this element, which were added after this one.
    if (keeps?.includes(event.type)) event.stopImmediatePropagation();
  };

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

  /** Waits for the visitor's pause, then loads the island's code and React; ready to hydrate. */
  const load = async () => {
    await visitorPause(hurry.signal);
    try {
      const name = element.getAttribute(ISLAND.name) ?? "";
      const loadModule = loaders.get(name);
      if (!loadModule) throw new Error(`No island module named "${name}"`);
      const module = await loadModule();
      // A widget whose taps need no framework runs its plain-DOM module, and no React at all.
      if ("wire" in module) {
        module.wire(element);
        return move("wired");
      }
      // React is in hand already: the island's module imports it.
      const [{ createElement, startTransition }, { hydrateRoot }, { IslandRoot }] = await Promise.all([
        import("react"),
        import("react-dom/client"),
        import("./IslandRoot"),
      ]);
      const props = JSON.parse(element.getAttribute(ISLAND.props) ?? "{}") as object;
      // A transition hydrates in slices, giving way to the browser between them.
      hydrate = () =>
        startTransition(() => {
          const tree = createElement(
            IslandRoot,
            { onAwake: () => move("hydrated") },
            createElement(module.default, props),
          );
          hydrateRoot(element, tree, {
            identifierPrefix: element.getAttribute(ISLAND.idPrefix) ?? "",
            onUncaughtError: (error) => {
              console.error(error);
              move("broke");
            },
          });
        });
      // Evaluating the modules was one task; keystrokes that waited on it go first.
      await yieldToBrowser();
    } catch (error) {
      console.error(error);
      return move("broke");
    }
    move("loaded");
  };

  /** What entering each state does. */
  const onEnter: Partial<Record<IslandState, () => void>> = {
    // Preloads its files, waits for the visitor's pause, loads its code and React.
    waking: () => {
      asleep.abort();
      // A held press waits on every file: all are asked for at once.
      preload(element.getAttribute(ISLAND.files), { allAtOnce: hurry.signal.aborted });
      void load();
    },
    hydrating: () => hydrate?.(),
    // Makes again, in order, what the visitor did while the island woke.
    awake: () => {
      for (const what of held.splice(0)) {
        if (!(what instanceof Event)) {
          if (what.isConnected) what.click();
        } else {
          const form = what.target as HTMLFormElement;
          if (form.isConnected) form.requestSubmit(what.submitter?.isConnected ? what.submitter : undefined);
        }
      }
    },
  };

  const strategy = STRATEGIES[element.getAttribute(ISLAND.wake) ?? ""] ?? interaction;
  // A strategy may find its moment already come (focus inside): it wakes once the island is asleep.
  let reachedAlready = false as boolean; // set from the strategy's call, which the compiler does not follow
  const wakes = strategy(element, () => (state ? wake() : (reachedAlready = true)), asleep.signal);
  // An island whose strategy says it never wakes on this page keeps its HTML as it is.
  enter(wakes ? "asleep" : "dormant");
  if (reachedAlready) wake();
  else if (wakes && element.hasAttribute(ISLAND.preloadInSight))
    whenScrolledIntoSight(element, () => preload(element.getAttribute(ISLAND.files)), asleep.signal);
}

/**
 * Runs `then` once the browser is idle (at most `IDLE_WAIT_MS` later), so no frame that answers the
 * visitor waits on it; where there is no `requestIdleCallback` (Safari), in a task of its own.
 */
const whenIdle = (then: () => void) => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => then(), { timeout: IDLE_WAIT_MS });
  else setTimeout(then);
};

/**
 * Preloads an island's files (`data-island-files`): fetched in parallel, parsed off the main thread,
 * run later. One preload per idle moment (`whenIdle`): each costs the main thread a few
 * milliseconds on a slow phone, and the tap that woke the island, or a keystroke after it, must not
 * wait on them; unless the visitor already waits on the island (`allAtOnce`).
 */
function preload(files: string | null, { allAtOnce = false } = {}) {
  const queue = files?.split(" ").filter((href) => href !== "") ?? [];
  const append = (href: string) => {
    // Preloaded already: in sight, or by the page script.
    if ([...document.head.querySelectorAll("link")].some((link) => link.getAttribute("href") === href)) return;
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  };
  if (allAtOnce) return queue.forEach(append);
  const next = () => {
    const href = queue.shift();
    if (href === undefined) return;
    append(href);
    whenIdle(next);
  };
  whenIdle(next);
}
