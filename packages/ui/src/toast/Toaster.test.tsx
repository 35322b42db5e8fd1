import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultToastStoreOptions } from "./store.js";
import { toast, toastStore } from "./toast.js";
import { Toaster } from "./Toaster.js";

function show(...args: Parameters<typeof toast>) {
  let handle: ReturnType<typeof toast> | undefined;
  act(() => {
    handle = toast(...args);
  });
  if (!handle) throw new Error("toast() returned nothing");
  return handle;
}

const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/** The polite and the assertive live region, which are in the page from the start. */
const polite = () => screen.getByRole("status");
const assertive = () => screen.getByRole("alert");
/** The toast cards a sighted visitor sees. */
const cards = () => within(screen.getByRole("list")).queryAllByRole("listitem");
const card = (title: string) => cards().find((item) => within(item).queryByText(title));

afterEach(() => {
  act(() => {
    toastStore.remove();
    toastStore.configure(defaultToastStoreOptions);
  });
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("has both live regions in the page, empty, before any toast", () => {
    render(<Toaster />);

    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).getByRole("status")).toBeEmptyDOMElement();
    expect(within(region).getByRole("alert")).toBeEmptyDOMElement();
    expect(polite()).toHaveAttribute("aria-live", "polite");
    expect(assertive()).toHaveAttribute("aria-live", "assertive");
    expect(cards()).toHaveLength(0);
  });

  it("names its region and close buttons from its messages, keeping the English for any left out", () => {
    const { unmount } = render(<Toaster messages={{ region: "Avisos", close: "Cerrar el aviso" }} />);
    act(() => void toast({ title: "Enviado", description: "Gracias.", variant: "success" }));

    expect(screen.getByRole("region", { name: "Avisos" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cerrar el aviso" })).toBeInTheDocument();
    unmount();
    render(<Toaster messages={{ region: "Avisos" }} />);
    expect(screen.getByRole("button", { name: "Close notification" })).toBeInTheDocument();
  });

  it("announces a success in the polite region, shows its card, and the close button ends both", async () => {
    render(<Toaster />);
    show({ title: "Success!", description: "Thank you for subscribing to our newsletter!", variant: "success" });

    expect(polite()).toHaveTextContent("Success!Thank you for subscribing to our newsletter!");
    expect(assertive()).toBeEmptyDOMElement();
    expect(card("Success!")).toHaveTextContent("Thank you for subscribing to our newsletter!");

    await userEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(polite()).toBeEmptyDOMElement();
    expect(cards()).toHaveLength(0);
  });

  it("announces an error in the assertive region", () => {
    render(<Toaster />);
    show({ title: "Error", description: "Please fill in all required fields", variant: "destructive" });

    expect(assertive()).toHaveTextContent("ErrorPlease fill in all required fields");
    expect(polite()).toBeEmptyDOMElement();
  });

  it("is heard once: the card itself is no live region, and the announcement holds no button", () => {
    render(<Toaster />);
    show({ title: "Error", description: "Failed to send message. Please try again.", variant: "destructive" });

    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(card("Error")?.closest("[aria-live], [role=status], [role=alert]")).toBeNull();
    expect(within(assertive()).queryByRole("button")).toBeNull();
  });

  it("says the same words again as a new announcement, so a repeated message is heard again", () => {
    render(<Toaster />);
    show({ title: "Error", description: "Please fill in all required fields", variant: "destructive" });
    const first = assertive().firstElementChild;

    show({ title: "Error", description: "Please fill in all required fields", variant: "destructive" });

    expect(assertive().firstElementChild).not.toBe(first);
    expect(assertive()).toHaveTextContent("ErrorPlease fill in all required fields");
  });

  it("shows one toast at a time in the simple preset, and announces only the newest", () => {
    render(<Toaster />);
    show({ title: "Access Denied", description: "Incorrect password", variant: "destructive" });
    show({ title: "Access Granted", description: "Welcome to the admin panel", variant: "success" });

    expect(cards()).toHaveLength(1);
    expect(card("Access Granted")).toBeDefined();
    expect(assertive()).toBeEmptyDOMElement();
    expect(polite()).toHaveTextContent("Access Granted");
  });

  it("announces a toast's new words when it is updated", () => {
    render(<Toaster />);
    const handle = show({ title: "Sending..." });

    act(() => handle.update({ title: "Thank you for reaching out!", variant: "success" }));

    expect(polite()).toHaveTextContent("Thank you for reaching out!");
    expect(card("Thank you for reaching out!")).toBeDefined();
  });

  // Timed behaviour runs on a fake clock. fireEvent, not user-event: user-event's async wrapper waits
  // on a timer that a fake clock never fires.
  describe("on a fake clock", () => {
    it("goes away on its own after 5 seconds", () => {
      vi.useFakeTimers();
      render(<Toaster />);
      show({ title: "Access Granted", description: "Welcome to the admin panel" });

      wait(4999);
      expect(card("Access Granted")).toBeDefined();
      wait(1);
      expect(cards()).toHaveLength(0);
      expect(polite()).toBeEmptyDOMElement();
    });

    it("stays while the pointer is over it, then gets the rest of its time", () => {
      vi.useFakeTimers();
      render(<Toaster />);
      show({ title: "Submission received!" });

      wait(1000);
      fireEvent.pointerEnter(card("Submission received!")!);
      wait(30_000);
      expect(card("Submission received!")).toBeDefined();

      fireEvent.pointerLeave(card("Submission received!")!);
      wait(3999);
      expect(cards()).toHaveLength(1);
      wait(1);
      expect(cards()).toHaveLength(0);
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
      expect(cards()).toHaveLength(1);

      fireEvent.keyDown(close, { key: "Escape" });
      expect(cards()).toHaveLength(0);
    });

    it("shows up to three toasts, newest last, in the stacked preset, each gone after 4 seconds", () => {
      vi.useFakeTimers();
      render(<Toaster preset="stacked" />);
      ["One", "Two", "Three", "Four"].forEach((title) => show({ title }));

      expect(cards().map((item) => item.textContent.replace("Close notification", ""))).toEqual([
        "Two",
        "Three",
        "Four",
      ]);
      expect(polite()).toHaveTextContent("Four");

      wait(3999);
      expect(cards()).toHaveLength(3);
      wait(1);
      expect(cards()).toHaveLength(0);
    });

    it("does not announce an older stacked toast again when the newest closes first", () => {
      vi.useFakeTimers();
      render(<Toaster preset="stacked" />);
      show({ title: "One" });
      wait(1000);
      const newest = show({ title: "Two" });

      act(() => newest.dismiss());

      expect(cards()).toHaveLength(1);
      expect(polite()).toBeEmptyDOMElement();
    });
  });
});
