// @vitest-environment jsdom
import { act, useEffect, useRef, useState, type SyntheticEvent } from "react";
import { renderToString } from "react-dom/server";
import type { IslandModule } from "./registry";
import { wakeIslands, type IslandLoaders } from "./runtime";
import { PAUSE_MS } from "./visitorPause";
import { ISLAND, type IslandStateDetail } from "./contract";
import { SightLine } from "./strategies/sightLine.testing";

/** A stand-in island: a counter whose button counts presses. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pressed {count}
    </button>
  );
}

/** A stand-in form island. */
function SignUp({ onSent }: { onSent?: (email: string) => void }) {
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSent?.(new FormData(event.currentTarget).get("email") as string);
  };
  return (
    <form onSubmit={send}>
      <input name="email" aria-label="Email" />
      <button type="submit">Sign up</button>
    </form>
  );
}

let sent: string[] = [];
const SentSignUp = () => <SignUp onSent={(email) => sent.push(email)} />;

/** Keeps the thread busy for `ms`, as rendering a large island on a slow phone does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Rendering that takes a while, so hydrating an island spans many of the browser's tasks. */
function Slow() {
  busyFor(4);
  return <span />;
}

/**
 * A stand-in form that hydrates slowly: a controlled field whose value lives in a store, as the
 * forms' does, and which, like their BoundField, takes what its element holds once it has hydrated.
 */
function SlowNote() {
  const store = useRef("");
  const [shown, setShown] = useState("");
  const take = (value: string) => {
    store.current = value;
    setShown(value);
  };
  const field = useRef<HTMLInputElement>(null);
  // On mount only, as BoundField does.
  useEffect(() => take(field.current?.value ?? ""), []);
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent.push(store.current);
  };
  return (
    <form onSubmit={send}>
      <input ref={field} name="note" aria-label="Note" value={shown} onChange={(event) => take(event.target.value)} />
      <output>{shown}</output>
      {Array.from({ length: 40 }, (_, i) => (
        <Slow key={i} />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

/** An island whose component throws while it renders. */
function Broken(): never {
  throw new Error("broken island");
}

const modules: Record<string, IslandModule["default"]> = {
  Counter,
  SentSignUp: SentSignUp as never,
  SlowNote,
  Broken: Broken as never,
};

/** Loaders for the stand-in islands, each resolving when the test says (or at once). */
function loaders(hold = false) {
  const releases: (() => void)[] = [];
  let held = hold;
  const map: IslandLoaders = new Map(
    Object.entries(modules).map(([name, component]) => [
      name,
      () =>
        new Promise<IslandModule>((resolve) => {
          const done = () => resolve({ default: component });
          if (held) releases.push(done);
          else done();
        }),
    ]),
  );
  const release = () => {
    held = false;
    releases.splice(0).forEach((loaded) => loaded());
  };
  return { map, release };
}

/** A prerendered island as `<Island>` writes it, in the page. */
function island(name: string, wake: string, extra: Record<string, string> = {}) {
  const Component = modules[name]!;
  const element = document.createElement("div");
  element.setAttribute(ISLAND.name, name);
  element.setAttribute(ISLAND.wake, wake);
  element.setAttribute(ISLAND.idPrefix, `i${name}-`);
  for (const [attribute, value] of Object.entries(extra)) element.setAttribute(attribute, value);
  element.innerHTML =
    Component === Broken ? "<p>Prerendered</p>" : renderToString(<Component />, { identifierPrefix: `i${name}-` });
  document.body.append(element);
  return element;
}

/** Lets whatever is under way (a timer, a module load, hydration, effects) run a while. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** Waits until the island has hydrated: the first module loads can take a while on a busy machine. */
const awake = (element: HTMLElement) =>
  vi.waitFor(() => expect(element).toHaveAttribute("data-island-state", "awake"), { timeout: 5000 });

const stateOf = (element: HTMLElement) => element.getAttribute(ISLAND.state);

beforeEach(() => {
  sent = [];
  // A frame comes at once: "after the first paint" is the next task.
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => setTimeout(() => run(0)));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("wakeIslands", () => {
  it.each(["pointerover", "pointerdown", "touchstart", "focusin", "keydown"])(
    'leaves an "interaction" island asleep until a visitor reaches for it (%s)',
    async (reach) => {
      const counter = island("Counter", "interaction");
      wakeIslands(document, loaders().map);
      await settle();
      expect(stateOf(counter)).toBe("asleep");

      counter.querySelector("button")!.dispatchEvent(new Event(reach, { bubbles: true }));

      await awake(counter);
    },
  );

  it("shows on its root each state it passes through as it wakes, hydrating included", async () => {
    const counter = island("Counter", "interaction");
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(counter, { attributeFilter: [ISLAND.state], attributeOldValue: true });
    wakeIslands(document, loaders().map);

    counter.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await awake(counter);

    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect([...changes.map((change) => change.oldValue), stateOf(counter)]).toEqual([
      null,
      "asleep",
      "waking",
      "hydrating",
      "awake",
    ]);
  });

  it("announces each state on its root as an `island-state` event, and what lives inside may wake it while it sleeps", async () => {
    const asked = island("Counter", "interaction");
    const other = island("Counter", "interaction");
    const heard: string[] = [];
    const listen = (event: Event) => {
      const { state, wake } = (event as CustomEvent<IslandStateDetail>).detail;
      if (event.target === asked) heard.push(state);
      if (event.target === asked && state === "asleep") wake();
    };
    // The event's name is the documented contract (docs/architecture.md), heard by code that
    // imports nothing from the runtime.
    document.addEventListener("island-state", listen);

    wakeIslands(document, loaders().map);

    await awake(asked);
    document.removeEventListener("island-state", listen);
    expect(heard).toEqual(["asleep", "waking", "hydrating", "awake"]);
    expect(stateOf(other)).toBe("asleep");
  });

  it("wakes an island the visitor reached into before the page script ran", async () => {
    const form = island("SentSignUp", "interaction");
    const field = form.querySelector("input")!;
    field.focus();

    wakeIslands(document, loaders().map);

    await awake(form);
    expect(field).toHaveFocus();
  });

  it("preloads the island's files as soon as it is reached for, before its code runs", async () => {
    const form = island("SentSignUp", "interaction", { [ISLAND.files]: "/assets/Form-1.js /assets/react-2.js" });
    wakeIslands(document, new Map([["SentSignUp", () => new Promise<IslandModule>(() => {})]]));
    await settle();
    expect(document.head.querySelectorAll("link")).toHaveLength(0);

    form.querySelector("input")!.dispatchEvent(new Event("focusin", { bubbles: true }));

    await vi.waitFor(() =>
      expect([...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")])).toEqual([
        ["modulepreload", "/assets/Form-1.js"],
        ["modulepreload", "/assets/react-2.js"],
      ]),
    );
  });

  it("fetches a plain-DOM island's files once it is scrolled into sight, and leaves it asleep until reached for", async () => {
    vi.stubGlobal("IntersectionObserver", SightLine);
    const carousel = island("Counter", "interaction", {
      [ISLAND.files]: "/assets/Carousel-1.js /assets/widgets-2.js",
      [ISLAND.preloadInSight]: "",
    });
    wakeIslands(document, loaders().map);
    const preloaded = () => [...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));

    SightLine.last.show(true);
    dispatchEvent(new Event("scroll"));

    await vi.waitFor(() => expect(preloaded()).toEqual(["/assets/Carousel-1.js", "/assets/widgets-2.js"]));
    expect(stateOf(carousel)).toBe("asleep");
  });

  it("asks for every file at once when a press waits on the island", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback) => idle.push(run));
    const counter = island("Counter", "interaction", { [ISLAND.files]: "/assets/Counter-1.js /assets/react-2.js" });
    wakeIslands(document, new Map([["Counter", () => new Promise<IslandModule>(() => {})]]));

    counter.querySelector("button")!.click();

    expect(stateOf(counter)).toBe("waking");
    expect([...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"))).toEqual([
      "/assets/Counter-1.js",
      "/assets/react-2.js",
    ]);
  });

  it("wakes and preloads only when the browser is idle, one file each time, so the tap that reached for it is answered first", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback) => idle.push(run));
    const runIdle = () => idle.shift()!({ didTimeout: false, timeRemaining: () => 10 });
    const form = island("SentSignUp", "interaction", { [ISLAND.files]: "/assets/Form-1.js /assets/react-2.js" });
    wakeIslands(document, new Map([["SentSignUp", () => new Promise<IslandModule>(() => {})]]));
    const preloaded = () => [...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));

    form.querySelector("input")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(stateOf(form)).toBe("asleep");

    runIdle();
    expect(stateOf(form)).toBe("waking");
    expect(preloaded()).toEqual([]);
    runIdle();
    expect(preloaded()).toEqual(["/assets/Form-1.js"]);
    runIdle();
    expect(preloaded()).toEqual(["/assets/Form-1.js", "/assets/react-2.js"]);
  });

  it("asks the browser once for the idle moment to wake in, however many ways one tap reaches for the island", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback) => idle.push(run));
    const form = island("SentSignUp", "interaction");
    wakeIslands(document, new Map([["SentSignUp", () => new Promise<IslandModule>(() => {})]]));

    for (const reach of ["pointerover", "pointerdown", "touchstart", "focusin"])
      form.querySelector("input")!.dispatchEvent(new Event(reach, { bubbles: true }));

    expect(idle).toHaveLength(1);
  });

  it("runs an island's code only once the visitor pauses typing, and at once for a submit", async () => {
    // A fake clock, run on past whatever an earlier test's keystrokes left on the real one.
    const realNow = performance.now();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    vi.advanceTimersByTime(realNow + PAUSE_MS);
    const loads: string[] = [];
    const map: IslandLoaders = new Map([
      ["SentSignUp", () => (loads.push("SentSignUp"), new Promise<IslandModule>(() => {}))],
      ["Counter", () => (loads.push("Counter"), new Promise<IslandModule>(() => {}))],
    ]);
    const form = island("SentSignUp", "interaction");
    const counter = island("Counter", "interaction");
    wakeIslands(document, map);
    const field = form.querySelector("input")!;
    const keystroke = () => field.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));

    field.dispatchEvent(new Event("focusin", { bubbles: true }));
    keystroke();
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 50);
    keystroke();
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 50);
    expect(loads).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(loads).toEqual(["SentSignUp"]);

    counter.dispatchEvent(new Event("pointerover", { bubbles: true }));
    keystroke();
    counter.querySelector("button")!.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toEqual(["SentSignUp", "Counter"]);
  });

  it("presses a button again once awake when it was pressed before, exactly once", async () => {
    const counter = island("Counter", "interaction");
    const { map, release } = loaders(true);
    wakeIslands(document, map);

    counter.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    counter.querySelector("button")!.click();
    expect(counter).toHaveTextContent("Pressed 0");
    release();
    await awake(counter);

    await vi.waitFor(() => expect(counter).toHaveTextContent("Pressed 1"));
  });

  it("wires an island that has a plain-DOM module with that alone, and presses its button again once wired", async () => {
    const counter = island("Counter", "interaction");
    const { map } = loaders();
    const loaded = vi.fn();
    // The wiring counts presses itself: React never runs for this island.
    const wired: IslandLoaders = new Map([
      ...map,
      [
        "Counter",
        () =>
          Promise.resolve({
            wire: (element: HTMLElement) => {
              loaded();
              let count = 0;
              const button = element.querySelector("button")!;
              button.addEventListener("click", () => (button.textContent = `Wired ${++count}`));
            },
          }),
      ],
    ]);
    wakeIslands(document, wired);

    counter.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    counter.querySelector("button")!.click();
    await awake(counter);

    expect(loaded).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(counter).toHaveTextContent("Wired 1"));
  });

  it("presses a button again for every press made while it woke, in order", async () => {
    const counter = island("Counter", "interaction");
    const { map, release } = loaders(true);
    wakeIslands(document, map);

    const button = counter.querySelector("button")!;
    button.dispatchEvent(new Event("pointerover", { bubbles: true }));
    for (let press = 0; press < 4; press++) button.click();
    release();
    await awake(counter);

    await vi.waitFor(() => expect(counter).toHaveTextContent("Pressed 4"));
    await settle();
    expect(counter).toHaveTextContent("Pressed 4");
  });

  it("sends a form once however often it was submitted while it woke", async () => {
    const form = island("SentSignUp", "interaction");
    const { map, release } = loaders(true);
    wakeIslands(document, map);

    form.querySelector("input")!.value = "ada@example.com";
    for (let submit = 0; submit < 3; submit++) form.querySelector("form")!.requestSubmit();
    release();
    await awake(form);

    await vi.waitFor(() => expect(sent).toEqual(["ada@example.com"]));
    await settle();
    expect(sent).toEqual(["ada@example.com"]);
  });

  it("holds a submit made before waking, and sends it once awake", async () => {
    const form = island("SentSignUp", "interaction");
    const { map, release } = loaders(true);
    wakeIslands(document, map);

    form.querySelector("input")!.value = "ada@example.com";
    const early = new Event("submit", { bubbles: true, cancelable: true });
    form.querySelector("form")!.dispatchEvent(early);

    expect(early.defaultPrevented).toBe(true);
    expect(stateOf(form)).toBe("waking");
    expect(sent).toEqual([]);
    release();
    await awake(form);

    await vi.waitFor(() => expect(sent).toEqual(["ada@example.com"]));
  });

  it("says so when an island's code cannot load, and keeps holding its submits", async () => {
    const form = island("SentSignUp", "interaction");
    const failing: IslandLoaders = new Map([["SentSignUp", () => Promise.reject(new Error("offline"))]]);
    vi.spyOn(console, "error").mockImplementation(() => {});

    wakeIslands(document, failing);
    form.querySelector("input")!.dispatchEvent(new Event("focusin", { bubbles: true }));

    await vi.waitFor(() => expect(stateOf(form)).toBe("failed"), { timeout: 5000 });
    const later = new Event("submit", { bubbles: true, cancelable: true });
    form.querySelector("form")!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
  });

  it('wakes a "query" island only when the address carries its query, and then when reached for', async () => {
    const dormant = island("Counter", "query", { [ISLAND.wakeQuery]: "payment=success" });
    wakeIslands(document, loaders().map);
    dormant.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(stateOf(dormant)).toBe("dormant");

    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/ai-report?payment=success");
    const paid = island("Counter", "query", { [ISLAND.wakeQuery]: "payment=success" });
    wakeIslands(document, loaders().map);
    await settle();
    expect(stateOf(paid)).toBe("asleep");
    paid.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));

    await awake(paid);
  });

  it("says so when an island fails as it renders, and holds its submits", async () => {
    const broken = island("Broken", "interaction");
    vi.spyOn(console, "error").mockImplementation(() => {});
    wakeIslands(document, loaders().map);

    broken.dispatchEvent(new Event("pointerover", { bubbles: true }));

    await vi.waitFor(() => expect(stateOf(broken)).toBe("failed"), { timeout: 5000 });
  });

  it("leaves a press inside a nested island to that island", async () => {
    const outer = island("SentSignUp", "interaction");
    const inner = island("Counter", "interaction");
    outer.append(inner);
    const { map, release } = loaders(true);
    wakeIslands(document, map);

    inner.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    inner.querySelector("button")!.click();
    release();
    await awake(inner);
    await awake(outer);
    await settle();

    // Pressed again by its own island only: twice would read 2.
    expect(inner).toHaveTextContent("Pressed 1");
  });
});

describe("while an island hydrates", () => {
  /** Releases the island's code and resolves once React has begun hydrating it, and not finished. */
  async function startHydrating(element: HTMLElement, release: () => void) {
    release();
    await vi.waitFor(() => expect(Object.keys(element).some((key) => key.startsWith("__reactContainer"))).toBe(true), {
      interval: 1,
    });
    expect(stateOf(element)).toBe("hydrating");
  }

  // The browser's own setter, as typing uses it: React watches assignments to an element's `value`.
  const setNativeValue = (field: HTMLInputElement, value: string) =>
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, value);

  /** What the browser does with a keystroke in a field: the character goes in, then `input` fires. */
  function typeNatively(field: HTMLInputElement, text: string) {
    for (const character of text) {
      field.dispatchEvent(new KeyboardEvent("keydown", { key: character, bubbles: true }));
      setNativeValue(field, field.value + character);
      field.dispatchEvent(new InputEvent("input", { data: character, inputType: "insertText", bubbles: true }));
      field.dispatchEvent(new KeyboardEvent("keyup", { key: character, bubbles: true }));
    }
  }

  it("keeps every character typed before and during hydration, and the form takes them all", async () => {
    const note = island("SlowNote", "interaction");
    const { map, release } = loaders(true);
    wakeIslands(document, map);
    const field = note.querySelector("input")!;
    field.dispatchEvent(new Event("focusin", { bubbles: true }));
    typeNatively(field, "Typed ");

    await startHydrating(note, release);
    typeNatively(field, "while it woke");
    await awake(note);

    expect(field).toHaveValue("Typed while it woke");
    await vi.waitFor(() => expect(note.querySelector("output")).toHaveTextContent("Typed while it woke"));
    typeNatively(field, "!");
    await vi.waitFor(() => expect(note.querySelector("output")).toHaveTextContent("Typed while it woke!"));
  });

  it("holds a submit made during hydration and sends it once awake, with what was typed", async () => {
    const note = island("SlowNote", "interaction");
    const { map, release } = loaders(true);
    wakeIslands(document, map);
    const field = note.querySelector("input")!;
    field.dispatchEvent(new Event("focusin", { bubbles: true }));

    await startHydrating(note, release);
    typeNatively(field, "Sent early");
    const early = new Event("submit", { bubbles: true, cancelable: true });
    note.querySelector("form")!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    await awake(note);

    await vi.waitFor(() => expect(sent).toEqual(["Sent early"]));
  });
});
