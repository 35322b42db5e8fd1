// @vitest-environment jsdom
import { startWhenIslandsNear } from "./deferredRuntime";

/** IntersectionObserver as the browser gives it, with a way to bring the observed islands into reach. */
function stubObserver() {
  let callback: IntersectionObserverCallback | undefined;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    near: () => callback?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
  };
}

describe("an islands runtime that waits below the page's words", () => {
  it("is not fetched while the visitor reads, and is once an island nears the screen, once", async () => {
    const { near } = stubObserver();
    document.body.innerHTML = "<div id=island></div>";
    const start = vi.fn(() => Promise.resolve());
    startWhenIslandsNear([document.getElementById("island")!], start);
    expect(start).not.toHaveBeenCalled();

    near();
    near();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("hands a reach made while it was on its way to the runtime, once it listens", async () => {
    stubObserver();
    document.body.innerHTML = "<div id=island><input></div>";
    const island = document.getElementById("island")!;
    let arrive = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    startWhenIslandsNear([island], start);
    const heard = vi.fn();

    island.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    island.addEventListener("pointerover", heard);
    expect(heard).not.toHaveBeenCalled();
    arrive();
    await new Promise((resolve) => setTimeout(resolve));

    expect(start).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
