import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Slider } from "./Slider.js";

const familiarity = { 1: "Not familiar", 3: "Comfortable", 5: "Expert" } as const;

describe("Slider", () => {
  it("is a labelled range with its bounds and step, starting at the middle", () => {
    render(<Slider label="AI familiarity" name="aiFamiliarity" min={1} max={5} step={1} />);

    const slider = screen.getByRole("slider", { name: "AI familiarity" });
    expect(slider).toHaveAttribute("min", "1");
    expect(slider).toHaveAttribute("max", "5");
    expect(slider).toHaveAttribute("step", "1");
    expect(slider).toHaveValue("3");
    expect(screen.getByText("3")).toBeInTheDocument();
  });

  it("shows and reads out the words for the current value", () => {
    const onChange = vi.fn();
    render(
      <Slider
        label="AI familiarity"
        name="aiFamiliarity"
        min={1}
        max={5}
        defaultValue={3}
        valueLabels={familiarity}
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole("slider", { name: "AI familiarity" });
    expect(slider).toHaveAttribute("aria-valuetext", "3 – Comfortable");

    fireEvent.change(slider, { target: { value: "5" } });

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(slider).toHaveAttribute("aria-valuetext", "5 – Expert");
    expect(screen.getByText("5 – Expert")).toBeInTheDocument();
  });

  it("reads its end words at the ends, and just the number in between", () => {
    render(
      <Slider
        label="AI familiarity"
        name="aiFamiliarity"
        min={1}
        max={5}
        defaultValue={1}
        minLabel="New to AI"
        maxLabel="Power user"
      />,
    );
    const slider = screen.getByRole("slider", { name: "AI familiarity" });
    expect(slider).toHaveAttribute("aria-valuetext", "1 – New to AI");

    fireEvent.change(slider, { target: { value: "2" } });

    expect(slider).not.toHaveAttribute("aria-valuetext");
  });

  it("follows a controlled value", () => {
    render(<Slider label="AI familiarity" name="aiFamiliarity" min={1} max={5} value={4} onChange={() => {}} />);

    expect(screen.getByRole("slider", { name: "AI familiarity" })).toHaveValue("4");
    expect(screen.getByText("4")).toBeInTheDocument();
  });

  it("marks itself invalid and is described by its error", () => {
    render(<Slider id="aiFamiliarity" label="AI familiarity" min={1} max={5} error="Pick a number from 1 to 5." />);

    const slider = screen.getByRole("slider", { name: "AI familiarity" });
    expect(slider).toHaveAttribute("aria-invalid", "true");
    expect(slider).toHaveAccessibleDescription("Pick a number from 1 to 5.");
  });
});
