import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Cluster } from "./Cluster.js";

describe("Cluster", () => {
  it("can be a list of tags", () => {
    render(
      <Cluster as="ul" aria-label="Tags">
        <li>React</li>
        <li>n8n</li>
      </Cluster>,
    );

    expect(screen.getByRole("list", { name: "Tags" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
