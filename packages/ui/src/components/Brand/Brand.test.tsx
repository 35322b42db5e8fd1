import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { Brand } from "./Brand.js";

describe("Brand", () => {
  it("makes the logo and the firm name one link named after the firm", () => {
    render(<Brand name="Grand River AI" logoSrc="/logo.svg" href="/" />);

    const link = screen.getByRole("link", { name: "Grand River AI" });
    expect(link).toHaveAttribute("href", "/");
    expect(link.querySelector("img")).toHaveAttribute("src", "/logo.svg");
    expect(link.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("renders through the site's router link", () => {
    render(<Brand name="Grand River AI" logoSrc="/logo.svg" render={<FakeRouterLink to="/" />} />);

    const link = screen.getByRole("link", { name: "Grand River AI" });
    expect(link).toHaveAttribute("href", "/");
    expect(link).toHaveAttribute("data-router-link");
  });
});
