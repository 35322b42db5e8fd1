import {
  AWAITS_SCRIPT_ATTRIBUTE,
  DRAFT_ATTRIBUTE,
  hasSavedDraft,
  SCRIPT_FAILED_NOTE_ATTRIBUTE,
} from "@grand-river/forms/awaits-script";
import { KEPT_FROM_REACT_WHILE_HYDRATING } from "./keptFromReact";
import type { IslandModule } from "./registry";
import { visitorPause } from "./visitorPause";
import { ISLAND, queryMatches, REACHING_FOR_IT } from "./wake";

/** Loads an island's module by name. */
export type IslandLoaders = ReadonlyMap<string, () => Promise<IslandModule>>;

const reaching = new Set<string>(REACHING_FOR_IT);
const keptFromReact = new Set<string>(KEPT_FROM_REACT_WHILE_HYDRATING);
/** What the visitor does that the island must do again once awake: a submit, a press on a button. */
const HELD = ["submit", "click"] as const;

/**
 * The events the runtime listens for on an island, by its state. Each costs a call on every
 * keystroke of a visitor typing into the island as it wakes (a keystroke is six events), so only
 * what the state needs: the moment of reaching for it while asleep, and what must be held or kept
 * from React after that.
 */
const LISTENED_FOR = {
  asleep: new Set<string>([...REACHING_FOR_IT, ...HELD]),
  /** Code loading, waiting for the visitor to pause: nothing to wake, only presses to hold. */
  waking: new Set<string>(HELD),
  hydrating: new Set<string>([...HELD, ...KEPT_FROM_REACT_WHILE_HYDRATING]),
  awake: new Set<string>(),
} as const;

/** Lets the browser handle what is waiting (a keystroke, a paint) before the next piece of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Finds every island in the prerendered page and wakes each when its `data-wake` says (see
 * `Wake`): preloads its files at once (fetched and parsed off the main thread), then, once the
 * visitor's input pauses (`visitorPause`), runs its module and React and hydrates it as a root of
 * its own. A submit or a press on a button does not wait for the pause: the visitor waits on those.
 *
 * Until it is awake the island's HTML is live but has no code, and nothing a visitor does is lost.
 * Its fields take typing, pasting, checking and choosing natively, and hydration reads them
 * afterwards: while React hydrates, the events it would act on are kept from it (see
 * `KEPT_FROM_REACT_WHILE_HYDRATING`), so it never hydrates in one long task to handle a keystroke
 * nor writes a field back over what was typed. Hydration runs as a transition, in slices that give
 * way to the visitor's input. A submit is held and made again once awake, so it is sent once and
 * never as a native GET; every press on a button (a carousel's arrow, the video's play) is pressed
 * again once awake, in the order made. An island holding a form with an unsent draft in this tab
 * wakes without being reached for, to put the draft back. A submit button the form held disabled for want of its code
 * (`data-awaits-script`) is enabled here, since this runtime holds its submits. If the code cannot
 * load or the island fails to render, the island says so (`data-island-state="failed"`), disables
 * that button again, shows the form's note on what to do instead, and holds any submit for good.
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
  /** What the visitor did before the island woke, to do again once it has, in order. */
  const held: (() => void)[] = [];
  let submitHeld = false;
  /** From `hydrateRoot` until the island is awake: React listens, and must not hear the visitor yet. */
  let hydrating = false;

  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    // A second submit while the first waits would send it twice.
    if (submitHeld) return;
    submitHeld = true;
    const submitter = event.submitter;
    held.push(() => {
      if (!form.isConnected) return;
      if (submitter?.isConnected) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  };
  /** Holds a press on a plain button, to make again once awake; says whether it was one. */
  const holdPress = (target: Element) => {
    const button = target.closest("button");
    // Only plain buttons: a link navigates by itself, and a submit is held above.
    if (button?.type !== "button") return false;
    held.push(() => button.isConnected && button.click());
    return true;
  };
  const onEvent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // Reaching into an island nested in this one reaches into this one too.
    if (reaching.has(event.type)) void wake();
    // What happens inside the nested island is otherwise that island's own business.
    if (target.closest(`[${ISLAND.name}]`) !== element) return;
    if (event.type === "submit") {
      holdSubmit(event as SubmitEvent);
      void wake({ urgent: true });
    } else if (event.type === "click" && holdPress(target)) void wake({ urgent: true });
    // Ahead of React's own listeners on this element, which were added after this one.
    if (hydrating && keptFromReact.has(event.type)) event.stopImmediatePropagation();
  };
  let listening = LISTENED_FOR.awake;
  /** Listens for what `phase` needs and no more (see `LISTENED_FOR`). */
  const listenFor = (phase: keyof typeof LISTENED_FOR) => {
    const wanted = LISTENED_FOR[phase];
    for (const type of listening) if (!wanted.has(type)) element.removeEventListener(type, onEvent, { capture: true });
    for (const type of wanted) if (!listening.has(type)) element.addEventListener(type, onEvent, { capture: true });
    listening = wanted;
  };

  // Submit buttons held disabled for want of code: this runtime holds their submits meanwhile.
  const enabledEarly = [...element.querySelectorAll(`[${AWAITS_SCRIPT_ATTRIBUTE}][disabled]`)];
  const fail = (error: unknown) => {
    hydrating = false;
    element.setAttribute(ISLAND.state, "failed");
    for (const control of enabledEarly) control.setAttribute("disabled", "");
    for (const note of element.querySelectorAll<HTMLElement>(`[${SCRIPT_FAILED_NOTE_ATTRIBUTE}]`)) note.hidden = false;
    console.error(error);
  };
  let hurry = () => {};
  const wake = async ({ urgent = false } = {}) => {
    if (element.getAttribute(ISLAND.state) !== "asleep") {
      if (urgent) hurry();
      return;
    }
    element.setAttribute(ISLAND.state, "waking");
    listenFor("waking");
    preload(element.getAttribute(ISLAND.files));
    const pause = visitorPause();
    hurry = pause.hurry;
    if (urgent) hurry();
    await pause.paused;
    try {
      const name = element.getAttribute(ISLAND.name) ?? "";
      const load = loaders.get(name);
      if (!load) throw new Error(`No island module named "${name}"`);
      const [{ createElement, startTransition }, { hydrateRoot }, { IslandRoot }, module] = await Promise.all([
        import("react"),
        import("react-dom/client"),
        import("./IslandRoot"),
        load(),
      ]);
      const props = JSON.parse(element.getAttribute(ISLAND.props) ?? "{}") as object;
      // Evaluating the modules was one task; keystrokes that waited on it go first.
      await yieldToBrowser();
      await new Promise<void>((hydrated, failed) => {
        // Ahead of React's own listeners on this element, which hydrateRoot adds after these.
        listenFor("hydrating");
        hydrating = true;
        // A transition hydrates in slices, giving way to the browser between them.
        startTransition(() => {
          hydrateRoot(element, createElement(IslandRoot, { onAwake: hydrated }, createElement(module.default, props)), {
            identifierPrefix: element.getAttribute(ISLAND.idPrefix) ?? "",
            onUncaughtError: failed,
          });
        });
      });
      hydrating = false;
      listenFor("awake");
      element.setAttribute(ISLAND.state, "awake");
      for (const again of held.splice(0)) again();
    } catch (error) {
      fail(error);
    }
  };

  const strategy = element.getAttribute(ISLAND.wake);
  // A query island whose query is absent never wakes on this page: leave its HTML as it is.
  if (strategy === "query" && !queryMatches(location.search, element.getAttribute(ISLAND.wakeQuery) ?? "")) {
    element.setAttribute(ISLAND.state, "dormant");
    return;
  }

  element.setAttribute(ISLAND.state, "asleep");
  listenFor("asleep");
  for (const control of enabledEarly) control.removeAttribute("disabled");
  // Neither waits to be reached for: a form with an unsent draft in this tab, which has something
  // to put back (a visitor back on the page after a reload), and an island the visitor reached
  // into before this ran (focus is inside it already).
  const drafts = [...element.querySelectorAll(`[${DRAFT_ATTRIBUTE}]`)].map((form) =>
    form.getAttribute(DRAFT_ATTRIBUTE),
  );
  if (element.contains(document.activeElement) || drafts.some((name) => name !== null && hasSavedDraft(name))) {
    void wake();
  }
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
