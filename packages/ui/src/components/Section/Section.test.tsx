import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./Section.js";

describe("Section", () => {
  it("is a region named by its h2", () => {
    render(
      <Section heading="How It Works">
        <p>Three steps.</p>
      </Section>,
    );

    const region = screen.getByRole("region", { name: "How It Works" });
    expect(within(region).getByRole("heading", { level: 2, name: "How It Works" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Three steps.");
  });

  it("uses the heading id it is given, for in-page links", () => {
    render(<Section heading="How It Works" headingId="how-it-works" />);

    expect(screen.getByRole("heading", { level: 2 })).toHaveAttribute("id", "how-it-works");
    expect(screen.getByRole("region")).toHaveAttribute("aria-labelledby", "how-it-works");
  });

  it("is not a landmark without a heading", () => {
    const { container } = render(
      <Section>
        <p>Intro video</p>
      </Section>,
    );

    expect(screen.queryByRole("region")).toBeNull();
    expect(container.querySelector("section")).not.toHaveAttribute("aria-labelledby");
  });

  it("shows its description under the heading", () => {
    render(<Section heading="Services" description="Two ways we can help." />);

    expect(screen.getByRole("region", { name: "Services" })).toHaveTextContent("Two ways we can help.");
  });
});
