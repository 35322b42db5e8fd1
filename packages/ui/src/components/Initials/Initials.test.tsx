import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Initials } from "./Initials.js";

describe("Initials", () => {
  it("shows the title's initials as a named image when given a label", () => {
    render(<Initials title="Lakeshore Dental Booking" label="Lakeshore Dental Booking" />);

    expect(screen.getByRole("img", { name: "Lakeshore Dental Booking" })).toHaveTextContent("LD");
  });

  it("is hidden from assistive technology when the title is shown beside it", () => {
    render(
      <article>
        <Initials title="Lakeshore Dental Booking" />
        <h3>Lakeshore Dental Booking</h3>
      </article>,
    );

    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("LD")).toHaveAttribute("aria-hidden", "true");
  });
});
