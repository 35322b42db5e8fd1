import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TOOLTIP_SHOW_TIMEOUT, TOOLTIP_SKIP_TIMEOUT } from "./Tooltip.js";

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library only advances fake timers between user events when it sees `jest`; point it at vitest.
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Tooltip", () => {
  it("uses the spec's 700 ms open delay and 300 ms skip delay", () => {
    expect(TOOLTIP_SHOW_TIMEOUT).toBe(700);
    expect(TOOLTIP_SKIP_TIMEOUT).toBe(300);
  });

  it("appears only after the pointer has rested on the anchor for 700 ms", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Tooltip content="Opens the booking page">
        <button type="button">Book</button>
      </Tooltip>,
    );

    await user.hover(screen.getByRole("button", { name: "Book" }));
    await advance(TOOLTIP_SHOW_TIMEOUT - 50);
    expect(screen.queryByRole("tooltip")).toBeNull();

    await advance(50);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Opens the booking page");
  });

  it("describes its anchor to screen readers without any hovering", () => {
    render(
      <Tooltip content="Opens the booking page">
        <button type="button">Book</button>
      </Tooltip>,
    );

    expect(screen.getByRole("button", { name: "Book" })).toHaveAccessibleDescription("Opens the booking page");
  });

  it("goes away when the pointer leaves", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Tooltip content="Opens the booking page">
        <button type="button">Book</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole("button", { name: "Book" }));
    await advance(TOOLTIP_SHOW_TIMEOUT);
    expect(screen.getByRole("tooltip")).toBeVisible();

    await user.unhover(screen.getByRole("button", { name: "Book" }));
    await advance(TOOLTIP_SKIP_TIMEOUT);

    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
