import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toasterPresets, TOAST_DURATION, TOAST_REMOVE_DELAY } from "./presets.js";
import { createToastStore } from "./store.js";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("toast store (simple preset)", () => {
  it("dismisses a toast 5000 ms after it is added, and not before", () => {
    const store = createToastStore();
    const id = store.add({ title: "Success!" });

    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(store.getSnapshot()).toEqual([
      { id, title: "Success!", description: undefined, variant: "default", open: true },
    ]);

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("removes a dismissed toast 8000 ms after dismissal", () => {
    const store = createToastStore();
    const id = store.add({ title: "Error", variant: "destructive" });

    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getSnapshot().map((item) => [item.id, item.open])).toEqual([[id, false]]);

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("holds only one toast: adding another replaces it", () => {
    const store = createToastStore();
    store.add({ title: "Access Denied", description: "Incorrect password", variant: "destructive" });
    store.add({ title: "Access Granted", description: "Welcome to the admin panel", variant: "success" });

    expect(store.getSnapshot().map((item) => item.title)).toEqual(["Access Granted"]);
  });

  it("a replaced toast's timers no longer fire", () => {
    const store = createToastStore();
    store.add({ title: "First" });
    vi.advanceTimersByTime(3000);
    store.add({ title: "Second" });

    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ title: "Second", open: true })]);
  });

  it("updates a toast's words and gives them a full duration again", () => {
    const store = createToastStore();
    const id = store.add({ title: "Sending..." });
    vi.advanceTimersByTime(4000);

    store.update(id, { title: "Thank you for reaching out!", variant: "success" });
    vi.advanceTimersByTime(4000);

    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ id, title: "Thank you for reaching out!", variant: "success", open: true }),
    ]);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("dismisses every toast when no id is given", () => {
    const store = createToastStore({ limit: 3 });
    store.add({ title: "One" });
    store.add({ title: "Two" });

    store.dismiss();

    expect(store.getSnapshot().map((item) => item.open)).toEqual([false, false]);
  });

  it("does not restart the removal countdown when dismissed twice", () => {
    const store = createToastStore();
    const id = store.add({ title: "Error" });
    store.dismiss(id);
    vi.advanceTimersByTime(5000);

    store.dismiss(id);
    vi.advanceTimersByTime(3000);

    expect(store.getSnapshot()).toEqual([]);
  });

  it("holds its timer while paused and resumes with the time that was left", () => {
    const store = createToastStore();
    const id = store.add({ title: "Submission received!" });
    vi.advanceTimersByTime(2000);

    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);

    store.resume(id);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("tells subscribers about every change, and stops when they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const id = store.add({ title: "Hi" });
    store.dismiss(id);
    unsubscribe();
    store.remove(id);

    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("toast store (stacked preset)", () => {
  const stacked = { limit: toasterPresets.stacked.maxVisible, duration: toasterPresets.stacked.duration };

  it("keeps the three newest toasts", () => {
    const store = createToastStore(stacked);
    ["One", "Two", "Three", "Four"].forEach((title) => store.add({ title }));

    expect(store.getSnapshot().map((item) => item.title)).toEqual(["Four", "Three", "Two"]);
  });

  it("drops a dismissed toast before an open one when full", () => {
    const store = createToastStore(stacked);
    const first = store.add({ title: "One" });
    store.add({ title: "Two" });
    const third = store.add({ title: "Three" });
    store.dismiss(third);

    store.add({ title: "Four" });

    expect(store.getSnapshot().map((item) => item.title)).toEqual(["Four", "Two", "One"]);
    expect(store.getSnapshot().find((item) => item.id === first)?.open).toBe(true);
  });

  it("dismisses after 4000 ms", () => {
    const store = createToastStore(stacked);
    store.add({ title: "Saved" });

    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot()[0]?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });

  it("drops the oldest toasts at once when the limit is lowered", () => {
    const store = createToastStore(stacked);
    ["One", "Two", "Three"].forEach((title) => store.add({ title }));

    store.configure({ limit: 1 });

    expect(store.getSnapshot().map((item) => item.title)).toEqual(["Three"]);
  });
});
