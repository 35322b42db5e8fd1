// @vitest-environment jsdom
import { act, useState, type SyntheticEvent } from "react";
import { renderToString } from "react-dom/server";
import type { IslandModule } from "./registry";
import { wakeIslands, type IslandLoaders } from "./runtime";
import { ISLAND } from "./wake";

/** A stand-in island: a counter whose button counts presses. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Pressed {count}
    </button>
  );
}

/** A stand-in form island: its submit button waits for its code, as the forms' does. */
function SignUp({ onSent }: { onSent?: (email: string) => void }) {
  const [hydrated, setHydrated] = useState(false);
  // Enabled once React runs here, like the forms' SubmitButton.
  if (!hydrated && typeof window !== "undefined") queueMicrotask(() => setHydrated(true));
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSent?.(new FormData(event.currentTarget).get("email") as string);
  };
  return (
    <form onSubmit={send}>
      <input name="email" aria-label="Email" />
      <button type="submit" disabled={!hydrated} data-awaits-script="">
        Sign up
      </button>
      <p hidden data-script-failed-note="">
        Email us instead.
      </p>
    </form>
  );
}

let sent: string[] = [];
const SentSignUp = () => <SignUp onSent={(email) => sent.push(email)} />;

const modules: Record<string, IslandModule["default"]> = { Counter, SentSignUp: SentSignUp as never };

/** Loaders for the stand-in islands, each resolving when the test says (or at once). */
function loaders(hold = false) {
  const releases: (() => void)[] = [];
  const map: IslandLoaders = new Map(
    Object.entries(modules).map(([name, component]) => [
      name,
      () =>
        new Promise<IslandModule>((resolve) => {
          const done = () => resolve({ default: component });
          if (hold) releases.push(done);
          else done();
        }),
    ]),
  );
  return { map, release: () => releases.splice(0).forEach((release) => release()) };
}

/** A prerendered island as `<Island>` writes it, in the page. */
function island(name: string, wake: string, extra: Record<string, string> = {}) {
  const Component = modules[name]!;
  const element = document.createElement("div");
  element.setAttribute(ISLAND.name, name);
  element.setAttribute(ISLAND.wake, wake);
  element.setAttribute(ISLAND.idPrefix, `i${name}-`);
  for (const [attribute, value] of Object.entries(extra)) element.setAttribute(attribute, value);
  element.innerHTML = renderToString(<Component />, { identifierPrefix: `i${name}-` });
  document.body.append(element);
  return element;
}

/** Lets whatever is under way (a timer, a module load, hydration, effects) run a while. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** Waits until the island has hydrated: the first module loads can take a while on a busy machine. */
const awake = (element: HTMLElement) =>
  vi.waitFor(() => expect(element).toHaveAttribute("data-island-state", "awake"), { timeout: 5000 });

const stateOf = (element: HTMLElement) => element.getAttribute(ISLAND.state);

let observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
beforeEach(() => {
  sent = [];
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      record: { callback: IntersectionObserverCallback; element?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.element = element;
      }
      disconnect() {}
    },
  );
  // A frame comes at once: "after the first paint" is the next task.
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => setTimeout(() => run(0)));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("wakeIslands", () => {
  it('wakes a "load" island right after the first paint', async () => {
    const counter = island("Counter", "load");

    wakeIslands(document, loaders().map);
    expect(stateOf(counter)).toBe("asleep");

    await awake(counter);
    await act(async () => counter.querySelector("button")!.click());
    expect(counter).toHaveTextContent("Pressed 1");
  });

  it('wakes a "visible" island only once it nears the viewport', async () => {
    const counter = island("Counter", "visible");
    wakeIslands(document, loaders().map);
    await settle();
    expect(stateOf(counter)).toBe("asleep");

    const [observer] = observers;
    expect(observer?.element).toBe(counter);
    await act(async () =>
      observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );

    await awake(counter);
  });

  it('leaves an "interaction" island asleep until a visitor reaches for it', async () => {
    const counter = island("Counter", "interaction");
    wakeIslands(document, loaders().map);
    await settle();
    expect(stateOf(counter)).toBe("asleep");

    counter.querySelector("button")!.dispatchEvent(new Event("focusin", { bubbles: true }));

    await awake(counter);
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

  it("enables a submit button held for want of code, holds a submit made before waking, and sends it once awake", async () => {
    const form = island("SentSignUp", "visible");
    const { map, release } = loaders(true);
    wakeIslands(document, map);
    const submit = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
    expect(submit).toBeEnabled();

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
    const form = island("SentSignUp", "load");
    const failing: IslandLoaders = new Map([["SentSignUp", () => Promise.reject(new Error("offline"))]]);
    vi.spyOn(console, "error").mockImplementation(() => {});

    wakeIslands(document, failing);

    await vi.waitFor(() => expect(stateOf(form)).toBe("failed"));
    expect(form.querySelector("[data-script-failed-note]")).toBeVisible();
    expect(form.querySelector("button[type=submit]")).toBeDisabled();
    const later = new Event("submit", { bubbles: true, cancelable: true });
    form.querySelector("form")!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
  });

  it('wakes a "query" island only when the address carries its query, and otherwise leaves it alone', async () => {
    const asleep = island("Counter", "query", { [ISLAND.wakeQuery]: "payment=success" });
    wakeIslands(document, loaders().map);
    asleep.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(stateOf(asleep)).toBe("dormant");

    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/ai-report?payment=success");
    const paid = island("Counter", "query", { [ISLAND.wakeQuery]: "payment=success" });
    wakeIslands(document, loaders().map);

    await awake(paid);
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
