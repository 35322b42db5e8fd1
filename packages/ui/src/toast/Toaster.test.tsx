import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultToastStoreOptions } from "./store";
import { toast, toastStore } from "./toast";
import { Toaster } from "./Toaster";

function show(...args: Parameters<typeof toast>) {
  let handle: ReturnType<typeof toast> | undefined;
  act(() => {
    handle = toast(...args);
  });
  if (!handle) throw new Error("toast() returned nothing");
  return handle;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  act(() => {
    toastStore.remove();
    toastStore.configure(defaultToastStoreOptions);
  });
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("announces a success politely and closes it with the close button", async () => {
    render(<Toaster />);
    show({ title: "Success!", description: "Thank you for subscribing to our newsletter!", variant: "success" });

    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Success!");
    expect(status).toHaveTextContent("Thank you for subscribing to our newsletter!");

    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("announces an error as an alert", () => {
    render(<Toaster />);
    show({ title: "Error", description: "Please fill in all required fields", variant: "destructive" });

    expect(screen.getByRole("alert")).toHaveTextContent("Please fill in all required fields");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the close button out of the announcement", () => {
    render(<Toaster />);
    show({ title: "Error", variant: "destructive" });

    expect(within(screen.getByRole("alert")).queryByRole("button")).toBeNull();
  });

  it("shows one toast at a time in the simple preset", () => {
    render(<Toaster />);
    show({ title: "Access Denied", description: "Incorrect password", variant: "destructive" });
    show({ title: "Access Granted", description: "Welcome to the admin panel", variant: "success" });

    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Access Granted");
  });

  it("can update the toast it showed", () => {
    render(<Toaster />);
    const handle = show({ title: "Sending..." });

    act(() => handle.update({ title: "Thank you for reaching out!", variant: "success" }));

    expect(screen.getByRole("status")).toHaveTextContent("Thank you for reaching out!");
  });

  it("lives in a named region that is there before any toast", () => {
    render(<Toaster />);

    expect(screen.getByRole("region", { name: "Notifications" })).toBeEmptyDOMElement();
  });

  // Timed behaviour runs on a fake clock. fireEvent, not user-event: user-event's async wrapper waits
  // on a timer that a fake clock never fires.
  describe("on a fake clock", () => {
    it("goes away on its own after 5 seconds", () => {
      vi.useFakeTimers();
      render(<Toaster />);
      show({ title: "Access Granted", description: "Welcome to the admin panel" });

      wait(4999);
      expect(screen.getByRole("status")).toHaveTextContent("Access Granted");
      wait(1);
      expect(screen.queryByRole("status")).toBeNull();
    });

    it("stays while the pointer is over it, then gets the rest of its time", () => {
      vi.useFakeTimers();
      render(<Toaster />);
      show({ title: "Submission received!" });

      wait(1000);
      fireEvent.pointerEnter(screen.getByRole("status"));
      wait(30_000);
      expect(screen.getByRole("status")).toHaveTextContent("Submission received!");

      fireEvent.pointerLeave(screen.getByRole("status"));
      wait(3999);
      expect(screen.getByRole("status")).toBeInTheDocument();
      wait(1);
      expect(screen.queryByRole("status")).toBeNull();
    });

    it("stays while its close button has focus, even after the pointer leaves, and Escape closes it", () => {
      vi.useFakeTimers();
      render(<Toaster />);
      show({ title: "Work Log Submitted Successfully!" });
      const close = screen.getByRole("button", { name: "Close notification" });

      act(() => close.focus());
      fireEvent.pointerEnter(close);
      fireEvent.pointerLeave(close);
      wait(30_000);
      expect(screen.getByRole("status")).toBeInTheDocument();

      fireEvent.keyDown(close, { key: "Escape" });
      expect(screen.queryByRole("status")).toBeNull();
    });

    it("shows up to three toasts, newest last, in the stacked preset, each gone after 4 seconds", () => {
      vi.useFakeTimers();
      render(<Toaster preset="stacked" />);
      ["One", "Two", "Three", "Four"].forEach((title) => show({ title }));

      expect(screen.getAllByRole("status").map((item) => item.textContent)).toEqual(["Two", "Three", "Four"]);

      wait(3999);
      expect(screen.getAllByRole("status")).toHaveLength(3);
      wait(1);
      expect(screen.queryAllByRole("status")).toHaveLength(0);
    });
  });
});
