import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tag } from "./Tag.js";

describe("Tag", () => {
  it("shows its words and is not interactive", () => {
    render(<Tag>Automation</Tag>);

    expect(screen.getByText("Automation").tagName).toBe("SPAN");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
