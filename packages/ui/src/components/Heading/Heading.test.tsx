import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heading } from "./Heading.js";
import { levels } from "./Heading.css.js";

describe("Heading", () => {
  it.each(levels)("renders a level %i heading", (level) => {
    render(<Heading level={level}>Grand River AI</Heading>);

    expect(screen.getByRole("heading", { level, name: "Grand River AI" })).toBeInTheDocument();
  });

  it("keeps the outline level when given another size", () => {
    render(
      <Heading level={2} size="display">
        Book Discovery Call
      </Heading>,
    );

    expect(screen.getByRole("heading", { level: 2, name: "Book Discovery Call" })).toBeInTheDocument();
  });
});
