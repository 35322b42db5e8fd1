import { AWAITS_SCRIPT_ATTRIBUTE, SCRIPT_FAILED_NOTE_ATTRIBUTE } from "@grand-river/forms/awaits-script";
import type { IslandModule } from "./registry";
import { ISLAND, queryMatches, VISIBLE_MARGIN } from "./wake";

/** Loads an island's module by name. */
export type IslandLoaders = ReadonlyMap<string, () => Promise<IslandModule>>;

/** Every island that can wake on this page wakes the moment a visitor reaches for it. */
const REACHING_FOR_IT = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

/** A task after the next frame: the frame paints the prerendered page before any island runs. */
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

/**
 * Finds every island in the prerendered page and wakes each when its `data-wake` says (see
 * `Wake`): loads its module and React, then hydrates it as a root of its own.
 *
 * Until then the island's HTML is live but has no code. What a visitor does meanwhile is kept:
 * typing stays in the fields (the forms take it when they wake); a submit is held and made again
 * once awake, so it is sent once and never as a native GET; every press on a button (a carousel's
 * arrow, the video's play) is pressed again once awake, in the order made. From the moment React
 * takes the island over it replays what happens during hydration itself, so holding stops there.
 * A submit button the form held disabled for
 * want of its code (`data-awaits-script`) is enabled here, since this runtime now holds its submit
 * (and disabled again for the moment it hydrates, so React finds the HTML it rendered). If the
 * code cannot load, the island says so (`data-island-state="failed"`), disables that button again,
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
  /** What the visitor did before the island woke, to do again once it has, in order. */
  const held: (() => void)[] = [];
  let submitHeld = false;

  // What happens inside an island nested in this one is that island's own business.
  const ownedHere = (target: Element) => target.closest(`[${ISLAND.name}]`) === element;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !ownedHere(form)) return;
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
    void wake();
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest("button");
    // Only plain buttons: a link navigates by itself, and a submit is held above.
    if (button && button.type === "button" && ownedHere(button)) held.push(() => button.isConnected && button.click());
  };
  const onReach = () => void wake();
  const listen = (on: boolean) => {
    const method = on ? "addEventListener" : "removeEventListener";
    element[method]("submit", onSubmit as EventListener, true);
    element[method]("click", onClick as EventListener, true);
    for (const type of REACHING_FOR_IT) element[method](type, onReach, { passive: true });
  };

  // Submit buttons held disabled for want of code: this runtime holds their submits meanwhile.
  const enabledEarly = [...element.querySelectorAll(`[${AWAITS_SCRIPT_ATTRIBUTE}][disabled]`)];
  let observer: IntersectionObserver | undefined;
  const wake = async () => {
    if (element.getAttribute(ISLAND.state) !== "asleep") return;
    element.setAttribute(ISLAND.state, "waking");
    observer?.disconnect();
    try {
      const name = element.getAttribute(ISLAND.name) ?? "";
      const load = loaders.get(name);
      if (!load) throw new Error(`No island module named "${name}"`);
      const [{ createElement }, { hydrateRoot }, { IslandRoot }, module] = await Promise.all([
        import("react"),
        import("react-dom/client"),
        import("./IslandRoot"),
        load(),
      ]);
      const props = JSON.parse(element.getAttribute(ISLAND.props) ?? "{}") as object;
      // As prerendered again, so hydration finds the HTML it rendered; the island enables them itself.
      for (const control of enabledEarly) control.setAttribute("disabled", "");
      listen(false);
      await new Promise<void>((hydrated) => {
        hydrateRoot(element, createElement(IslandRoot, { onAwake: hydrated }, createElement(module.default, props)), {
          identifierPrefix: element.getAttribute(ISLAND.idPrefix) ?? "",
        });
      });
      element.setAttribute(ISLAND.state, "awake");
      for (const again of held.splice(0)) again();
    } catch (error) {
      element.setAttribute(ISLAND.state, "failed");
      for (const control of enabledEarly) control.setAttribute("disabled", "");
      for (const note of element.querySelectorAll<HTMLElement>(`[${SCRIPT_FAILED_NOTE_ATTRIBUTE}]`))
        note.hidden = false;
      console.error(error);
    }
  };

  const strategy = element.getAttribute(ISLAND.wake);
  // A query island whose query is absent never wakes on this page: leave its HTML as it is.
  if (strategy === "query" && !queryMatches(location.search, element.getAttribute(ISLAND.wakeQuery) ?? "")) {
    element.setAttribute(ISLAND.state, "dormant");
    return;
  }

  element.setAttribute(ISLAND.state, "asleep");
  listen(true);
  for (const control of enabledEarly) control.removeAttribute("disabled");

  if (strategy === "visible" && typeof IntersectionObserver !== "undefined") {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void wake(), {
      rootMargin: VISIBLE_MARGIN,
    });
    observer.observe(element);
  } else if (strategy !== "interaction") {
    // "load", a matching "query", and "visible" where nothing can watch the viewport.
    afterFirstPaint(() => void wake());
  }
}
