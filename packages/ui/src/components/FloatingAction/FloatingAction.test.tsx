import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { FloatingAction } from "./FloatingAction.js";

describe("FloatingAction", () => {
  it("is a link named by its label, going where the site's router link points", () => {
    render(<FloatingAction render={<FakeRouterLink to="/" />}>Schedule a Call</FloatingAction>);

    const link = screen.getByRole("link", { name: "Schedule a Call" });
    expect(link).toHaveAttribute("href", "/");
    expect(link).toHaveAttribute("data-router-link");
  });

  it("keeps its icon out of the accessible name", () => {
    render(<FloatingAction href="/">Schedule a Call</FloatingAction>);

    expect(screen.getByRole("link")).toHaveAccessibleName("Schedule a Call");
    expect(screen.getByRole("link").querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
