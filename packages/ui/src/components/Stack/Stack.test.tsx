import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stack } from "./Stack.js";

describe("Stack", () => {
  it("can be a list, so a column of items keeps list semantics", () => {
    render(
      <Stack as="ol" gap="lg">
        <li>Discovery Call</li>
        <li>Workshop + Playbook</li>
        <li>Ongoing Support</li>
      </Stack>,
    );

    expect(screen.getByRole("list")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Discovery Call",
      "Workshop + Playbook",
      "Ongoing Support",
    ]);
  });
});
