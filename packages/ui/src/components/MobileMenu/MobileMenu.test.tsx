import { render, screen, waitFor, within } from "@testing-library/react";
import type { MouseEvent } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { NavItem } from "../NavItem/NavItem.js";
import { MobileMenu } from "./MobileMenu.js";

/** Like React Router's Link, cancels the browser's navigation (and would route on the client instead). */
const navigateOnClient = (event: MouseEvent) => event.preventDefault();

function Menu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <a href="/">Grand River AI</a>
      <MobileMenu onNavigate={onNavigate}>
        <NavItem render={<FakeRouterLink to="/" onClick={navigateOnClient} />}>Home</NavItem>
        <NavItem render={<FakeRouterLink to="/portfolio" onClick={navigateOnClient} />}>Portfolio</NavItem>
        <NavItem render={<FakeRouterLink to="/team" onClick={navigateOnClient} />}>Team</NavItem>
      </MobileMenu>
    </>
  );
}

// jsdom has <dialog> (hidden while closed) but not its methods. Fill them in the way a browser
// behaves: showModal() opens it, close() shuts it and fires "close". The browser's part of a modal
// (top layer, inert page, focus kept inside) is checked in the stories, in a real browser.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
});
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = showModal;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(() => {
  showModal.mockClear();
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
});

describe("MobileMenu", () => {
  it("starts closed with a button that offers to open it, a dialog", () => {
    render(<Menu />);

    expect(screen.getByRole("button", { name: "Open mobile menu" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("link", { name: "Portfolio" })).toBeNull();
  });

  it("takes every name it gives from its messages, keeping the spec's English for any left out", () => {
    render(
      <MobileMenu messages={{ open: "Abrir el menú", close: "Cerrar el menú", navigation: "Principal" }}>
        <a href="/team">Equipo</a>
      </MobileMenu>,
    );

    expect(screen.getByRole("button", { name: "Abrir el menú" })).toBeInTheDocument();
    const dialog = document.querySelector("dialog")!;
    expect(dialog).toHaveAttribute("aria-label", "Menu");
    expect(within(dialog).getByRole("button", { name: "Cerrar el menú", hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole("navigation", { name: "Principal", hidden: true })).toBeInTheDocument();
  });

  it("opens and closes with the browser's invoker commands, so no script is needed for it", () => {
    render(<Menu />);

    const dialog = document.querySelector("dialog")!;
    const open = screen.getByRole("button", { name: "Open mobile menu" });
    expect(open).toHaveAttribute("command", "show-modal");
    expect(open).toHaveAttribute("commandfor", dialog.id);
    expect(within(dialog).getByRole("button", { name: "Close mobile menu", hidden: true })).toHaveAttribute(
      "command",
      "close",
    );
  });

  it("opens the links on click, renames the button, and moves focus into the menu", async () => {
    const user = userEvent.setup();
    render(<Menu />);

    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    expect(screen.getByRole("button", { name: "Close mobile menu" })).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
    await waitFor(() => expect(screen.getByRole("link", { name: "Home" })).toHaveFocus());
  });

  it("closes again from the same button and gives its name back", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    await user.click(screen.getByRole("button", { name: "Close mobile menu" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Open mobile menu" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Home" })).toHaveFocus());

    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Open mobile menu" })).toHaveFocus());
  });

  it("closes when a router link is chosen and tells the site", async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<Menu onNavigate={onNavigate} />);
    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    await user.click(screen.getByRole("link", { name: "Portfolio" }));

    expect(onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Open mobile menu" })).toBeInTheDocument();
  });

  it("opens as the browser's modal dialog, which keeps the rest of the page out of reach", async () => {
    const user = userEvent.setup();
    render(<Menu />);

    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("dialog", { name: "Menu" })).toHaveAttribute("open");
  });

  it("puts its close button inside the menu, so it stays usable while the page is inert", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("button", { name: "Close mobile menu" })).toBeVisible();
  });
});
