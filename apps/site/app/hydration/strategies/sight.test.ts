// @vitest-environment jsdom
import { sight } from "./sight";
import { SightLine } from "./sightLine.testing";

describe("the sight wake", () => {
  beforeEach(() => vi.stubGlobal("IntersectionObserver", SightLine));
  afterEach(() => vi.unstubAllGlobals());

  const watch = () => {
    const then = vi.fn();
    const asleep = new AbortController();
    const island = document.createElement("div");
    expect(sight(island, then, asleep.signal)).toBe(true);
    return { then, asleep, island, sight: SightLine.last };
  };

  it("does nothing for an island in sight at load while the visitor does not scroll", () => {
    const { then, sight } = watch();
    sight.show(true);
    expect(then).not.toHaveBeenCalled();
  });

  it("calls once when the visitor scrolls with the island in sight, in either order", () => {
    const first = watch();
    first.sight.show(true);
    dispatchEvent(new Event("scroll"));
    expect(first.then).toHaveBeenCalledTimes(1);

    const second = watch();
    dispatchEvent(new Event("scroll"));
    expect(second.then).not.toHaveBeenCalled();
    second.sight.show(true);
    dispatchEvent(new Event("scroll"));
    expect(second.then).toHaveBeenCalledTimes(1);
  });

  it("wakes an island reached for before it was scrolled to", () => {
    const { then, island } = watch();
    island.dispatchEvent(new Event("pointerdown"));
    expect(then).toHaveBeenCalled();
  });

  it("does nothing for an island scrolled past out of sight, or one already awake", () => {
    const past = watch();
    past.sight.show(false);
    dispatchEvent(new Event("scroll"));
    expect(past.then).not.toHaveBeenCalled();

    const woken = watch();
    woken.asleep.abort();
    woken.sight.show(true);
    dispatchEvent(new Event("scroll"));
    expect(woken.then).not.toHaveBeenCalled();
  });
});
