import { render, screen } from "@testing-library/react";
import { Reveal } from "./Reveal.js";

describe("Reveal", () => {
  it("renders its content from the start, so crawlers and no-JS visitors get it", () => {
    render(
      <Reveal delayMs={1000}>
        <p>Get My Report</p>
      </Reveal>,
    );
    expect(screen.getByText("Get My Report")).toBeInTheDocument();
  });
});
