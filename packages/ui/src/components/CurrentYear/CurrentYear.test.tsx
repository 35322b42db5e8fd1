import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { enhance } from "../../enhance.js";
import { CurrentYear } from "./CurrentYear.js";
import { updateCurrentYear } from "./updateCurrentYear.js";

const thisYear = new Date().getFullYear();

describe("CurrentYear", () => {
  it("shows the visitor's year in text rendered in an earlier one", () => {
    render(<CurrentYear year={2020}>© 2020 Grand River AI</CurrentYear>);

    expect(screen.getByText(`© ${thisYear} Grand River AI`)).toBeInTheDocument();
  });

  it("does the same on a prerendered page, with no React", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CurrentYear year={2020}>© 2020 Grand River AI</CurrentYear>);
    document.body.append(container);

    enhance(container);

    expect(container).toHaveTextContent(`© ${thisYear} Grand River AI`);
    container.remove();
  });

  it("changes only the year it was rendered with", () => {
    const span = document.createElement("span");
    span.dataset.currentYear = "2025";
    span.textContent = "Since 2019, © 2025";

    updateCurrentYear(span, new Date("2027-01-02T00:00:00"));

    expect(span.textContent).toBe("Since 2019, © 2027");
  });
});
