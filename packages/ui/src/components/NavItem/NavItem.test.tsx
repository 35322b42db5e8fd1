import { render, screen } from "@testing-library/react";
import type { ComponentPropsWithoutRef } from "react";
import { describe, expect, it } from "vitest";
import { NavItem } from "./NavItem";

/** Stands in for React Router's NavLink: builds the href and marks the current route. */
function FakeNavLink({
  to,
  current,
  children,
  ...props
}: ComponentPropsWithoutRef<"a"> & { to: string; current: string }) {
  return (
    <a {...props} href={to} aria-current={to === current ? "page" : undefined}>
      {children}
    </a>
  );
}

describe("NavItem", () => {
  it("is a plain link when given an href", () => {
    render(<NavItem href="/portfolio">Portfolio</NavItem>);

    expect(screen.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio");
  });

  it("renders through the site's router link and keeps the current-page mark it sets", () => {
    render(
      <nav aria-label="Main">
        <NavItem render={<FakeNavLink to="/" current="/team" />}>Home</NavItem>
        <NavItem render={<FakeNavLink to="/team" current="/team" />}>Team</NavItem>
      </nav>,
    );

    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});
