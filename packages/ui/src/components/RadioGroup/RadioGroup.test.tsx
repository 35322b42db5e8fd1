import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ChangeEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup } from "./RadioGroup.js";

const teamSizes = [
  { value: "solo", label: "Solo" },
  { value: "small", label: "2-10" },
  { value: "medium", label: "11-50" },
] as const;

describe("RadioGroup", () => {
  it("is a group named by its legend, of native radios that share the name", () => {
    render(<RadioGroup label="Team size" name="teamSize" options={teamSizes} />);

    const group = screen.getByRole("group", { name: "Team size" });
    expect(group.tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("name"))).toEqual([
      "teamSize",
      "teamSize",
      "teamSize",
    ]);
  });

  it("reports the chosen value and follows it when controlled", async () => {
    function Controlled({ onChange }: { onChange: (value: string) => void }) {
      const [value, setValue] = useState("solo");
      return (
        <RadioGroup
          label="Team size"
          name="teamSize"
          options={teamSizes}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await userEvent.click(screen.getByRole("radio", { name: "11-50" }));

    expect(onChange).toHaveBeenCalledWith("medium");
    expect(screen.getByRole("radio", { name: "11-50" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Solo" })).not.toBeChecked();
  });

  it("moves the choice with the arrow keys", async () => {
    render(<RadioGroup label="Team size" name="teamSize" options={teamSizes} defaultValue="solo" />);

    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");

    expect(screen.getByRole("radio", { name: "2-10" })).toBeChecked();
  });

  it("hands the form library's props to every radio", async () => {
    const ref = vi.fn<(element: HTMLInputElement | null) => void>();
    const onChange = vi.fn<(event: ChangeEvent<HTMLInputElement>) => void>();
    const onBlur = vi.fn();
    render(
      <RadioGroup
        label="Team size"
        name="teamSize"
        options={teamSizes}
        inputProps={{ name: "teamSize", ref, onChange, onBlur }}
      />,
    );

    await userEvent.click(screen.getByRole("radio", { name: "Solo" }));
    await userEvent.tab();

    expect(ref.mock.calls.map(([element]) => element)).toEqual(screen.getAllByRole("radio"));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ target: screen.getByRole("radio", { name: "Solo" }) }),
    );
    expect(onBlur).toHaveBeenCalled();
  });

  it("is described by its error and marks every radio invalid", () => {
    render(
      <RadioGroup
        id="teamSize"
        label="Team size"
        name="teamSize"
        options={teamSizes}
        error="Please select your team size."
      />,
    );

    expect(screen.getByRole("group", { name: "Team size" })).toHaveAccessibleDescription(
      "Please select your team size.",
    );
    screen.getAllByRole("radio").forEach((radio) => expect(radio).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById("teamSize-error")).toHaveTextContent("Please select your team size.");
  });

  it("puts the native required on the radios", () => {
    render(<RadioGroup label="Team size" name="teamSize" options={teamSizes} required />);

    screen.getAllByRole("radio").forEach((radio) => expect(radio).toBeRequired());
  });
});
