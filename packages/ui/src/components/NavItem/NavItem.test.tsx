import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { NavItem } from "./NavItem.js";

describe("NavItem", () => {
  it("is a plain link when given an href", () => {
    render(<NavItem href="/portfolio">Portfolio</NavItem>);

    expect(screen.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio");
  });

  it("renders through the site's router link and keeps the current-page mark it sets", () => {
    render(
      <nav aria-label="Main">
        {/* On /team, React Router's NavLink marks its link as the current page. */}
        <NavItem render={<FakeRouterLink to="/" />}>Home</NavItem>
        <NavItem render={<FakeRouterLink to="/team" aria-current="page" />}>Team</NavItem>
      </nav>,
    );

    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/team");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});
