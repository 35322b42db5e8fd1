import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Container } from "./Container.js";

describe("Container", () => {
  it("passes its props to the element, so pages can name and target it", () => {
    render(
      <Container id="main" role="main" width="prose">
        Terms of Service
      </Container>,
    );

    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("main")).toHaveTextContent("Terms of Service");
  });
});
