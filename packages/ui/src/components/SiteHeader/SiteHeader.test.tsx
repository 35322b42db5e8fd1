import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NavItem } from "../NavItem/NavItem.js";
import { SiteHeader } from "./SiteHeader.js";
import { NAVBAR_SCROLL_THRESHOLD } from "./watchScrolledPast.js";

function scrollWindowTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  window.scrollY = 0;
});

function Header() {
  return (
    <SiteHeader brand={<a href="/">Grand River AI</a>}>
      <NavItem href="/">Home</NavItem>
      <NavItem href="/portfolio">Portfolio</NavItem>
    </SiteHeader>
  );
}

describe("SiteHeader", () => {
  it("uses the spec's 20 px scroll threshold", () => {
    expect(NAVBAR_SCROLL_THRESHOLD).toBe(20);
  });

  it("is the page banner with a named main navigation", () => {
    render(<Header />);

    const banner = screen.getByRole("banner");
    expect(banner).toContainElement(screen.getByRole("link", { name: "Grand River AI" }));
    expect(screen.getByRole("navigation", { name: "Main" })).toContainElement(
      screen.getByRole("link", { name: "Portfolio" }),
    );
  });

  it("stays transparent at the top of the page and at exactly 20 px", () => {
    render(<Header />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "false");

    scrollWindowTo(20);

    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
  });

  it("turns opaque once the page has scrolled past 20 px, and back when it returns", () => {
    render(<Header />);

    scrollWindowTo(21);
    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "true");

    scrollWindowTo(0);
    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
  });

  it("is already opaque when the page loads part-way down", () => {
    window.scrollY = 400;

    render(<Header />);

    expect(screen.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
  });
});
