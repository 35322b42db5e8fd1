import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Select } from "./Select.js";

const teamSizes = [
  { value: "solo", label: "Solo" },
  { value: "small", label: "2-10" },
  { value: "medium", label: "11-50" },
  { value: "large", label: "50+" },
] as const;

describe("Select", () => {
  it("offers the options under its label and posts the chosen value", async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Team size"
        name="teamSize"
        options={teamSizes}
        placeholder="Select team size"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Team size" });

    await userEvent.selectOptions(select, "2-10");

    expect(select).toHaveValue("small");
    expect(select).toHaveAttribute("name", "teamSize");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Select team size",
      "Solo",
      "2-10",
      "11-50",
      "50+",
    ]);
  });

  it("fails the browser's required check while the placeholder is chosen", () => {
    render(<Select label="Team size" name="teamSize" options={teamSizes} placeholder="Select team size" required />);

    expect(screen.getByRole("combobox", { name: "Team size" })).toBeInvalid();
  });

  it("marks itself invalid and is described by its error", () => {
    render(
      <Select
        id="teamSize"
        label="Team size"
        name="teamSize"
        options={teamSizes}
        error="Please select your team size."
      />,
    );

    const select = screen.getByRole("combobox", { name: "Team size" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Please select your team size.");
    expect(document.getElementById("teamSize-error")).toHaveTextContent("Please select your team size.");
  });
});
