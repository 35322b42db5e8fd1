import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SkipLink } from "./SkipLink.js";

describe("SkipLink", () => {
  it("is the first stop for keyboard users and points at the main content", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <header>
          <a href="/">Home</a>
        </header>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
    );

    await user.tab();

    const link = screen.getByRole("link", { name: "Skip to main content" });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute("href", "#main");
  });

  it("can point somewhere else with other words", () => {
    render(<SkipLink href="#form">Skip to the form</SkipLink>);

    expect(screen.getByRole("link", { name: "Skip to the form" })).toHaveAttribute("href", "#form");
  });
});
