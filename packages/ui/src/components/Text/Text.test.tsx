import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Text } from "./Text.js";

describe("Text", () => {
  it("is a paragraph by default", () => {
    render(<Text>First week free, then $29/month.</Text>);

    expect(screen.getByRole("paragraph")).toHaveTextContent("First week free, then $29/month.");
  });

  it("can sit inside other text as a span", () => {
    render(
      <p>
        Price:{" "}
        <Text as="span" weight="semibold">
          $197
        </Text>
      </p>,
    );

    expect(screen.getByText("$197").tagName).toBe("SPAN");
    expect(screen.getAllByRole("paragraph")).toHaveLength(1);
  });
});
