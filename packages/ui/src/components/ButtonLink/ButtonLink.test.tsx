import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { ButtonLink } from "./ButtonLink.js";

describe("ButtonLink", () => {
  it("opens an external address in a new tab, safely, and says so to screen readers", () => {
    render(
      <ButtonLink href="https://calendly.com/example" external>
        Book Discovery Call
      </ButtonLink>,
    );

    // jsdom's name computation trims the hint's leading space; browsers keep it.
    const link = screen.getByRole("link", { name: /^Book Discovery Call ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("says the new-tab hint in the words it is given", () => {
    render(
      <ButtonLink
        href="https://calendly.com/example"
        external
        messages={{ opensInNewTab: "(se abre en otra pestaña)" }}
      >
        Reservar
      </ButtonLink>,
    );

    expect(screen.getByRole("link", { name: /^Reservar ?\(se abre en otra pestaña\)$/ })).toBeInTheDocument();
  });

  it("keeps the safe rel even when the caller passes another", () => {
    render(
      <ButtonLink href="https://example.com" rel="me" external>
        Profile
      </ButtonLink>,
    );

    expect(screen.getByRole("link", { name: /Profile/ })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("stays in the same tab when not external", () => {
    render(<ButtonLink href="/ai-report">Get Your AI Report</ButtonLink>);

    const link = screen.getByRole("link", { name: "Get Your AI Report" });
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
  });

  it("renders the site's router link through the render prop", () => {
    render(<ButtonLink render={<FakeRouterLink to="/contact" />}>Get Started</ButtonLink>);

    const link = screen.getByRole("link", { name: "Get Started" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveAttribute("data-router-link");
  });
});
