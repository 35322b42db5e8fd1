import { render, screen, waitFor, within } from "@testing-library/react";
import type { MouseEvent } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { fakePopover } from "../../testing/fakePopover.js";
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

// The browser's part of a popover (the top layer, its own Escape) is checked in the stories, in a real browser.
let takeAwayPopover = () => {};
beforeEach(() => {
  takeAwayPopover = fakePopover();
});
afterEach(() => takeAwayPopover());

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

  it("opens and closes with the browser's popover buttons, so no script is needed for it", () => {
    render(<Menu />);

    const dialog = document.querySelector("dialog")!;
    expect(dialog).toHaveAttribute("popover", "auto");
    const open = screen.getByRole("button", { name: "Open mobile menu" });
    expect(open).toHaveAttribute("popovertarget", dialog.id);
    expect(open).toHaveAttribute("popovertargetaction", "show");
    const close = within(dialog).getByRole("button", { name: "Close mobile menu", hidden: true });
    expect(close).toHaveAttribute("popovertarget", dialog.id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
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

  it("is modal to its visitors: assistive technology is told so, and Tab goes round the menu", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const close = within(dialog).getByRole("button", { name: "Close mobile menu" });
    const [home, portfolio, team] = ["Home", "Portfolio", "Team"].map((name) =>
      within(dialog).getByRole("link", { name }),
    );
    await waitFor(() => expect(home).toHaveFocus());
    await user.tab();
    expect(portfolio).toHaveFocus();
    await user.tab();
    expect(team).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(team).toHaveFocus();
  });

  it("puts its close button inside the menu, where Tab can reach it", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole("button", { name: "Open mobile menu" }));

    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("button", { name: "Close mobile menu" })).toBeVisible();
  });
});
