import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Grid } from "./Grid.js";

describe("Grid", () => {
  it("can be a list of cards", () => {
    render(
      <Grid as="ul" columns={3} aria-label="Projects">
        <li>Lakeshore Dental</li>
        <li>Grand Rapids Realty</li>
      </Grid>,
    );

    expect(screen.getByRole("list", { name: "Projects" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
