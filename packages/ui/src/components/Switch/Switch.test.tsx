import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./Switch.js";

describe("Switch", () => {
  it("is a switch named by its label that toggles on click and with Space", async () => {
    render(<Switch label="Subscribe to the newsletter" name="newsletter" />);
    const toggle = screen.getByRole("switch", { name: "Subscribe to the newsletter" });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();

    await userEvent.keyboard(" ");
    expect(toggle).not.toBeChecked();
  });

  it("toggles when its label text is clicked", async () => {
    render(<Switch label="Subscribe to the newsletter" name="newsletter" defaultChecked />);

    await userEvent.click(screen.getByText("Subscribe to the newsletter"));

    expect(screen.getByRole("switch")).not.toBeChecked();
  });

  it("posts with its form under its name", () => {
    render(
      <form aria-label="Details">
        <Switch label="Subscribe to the newsletter" name="newsletter" value="yes" defaultChecked />
      </form>,
    );

    expect(new FormData(screen.getByRole<HTMLFormElement>("form")).get("newsletter")).toBe("yes");
  });

  it("calls onChange and follows a controlled state", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch label="Alerts" checked={false} onChange={onChange} />);

    await userEvent.click(screen.getByRole("switch", { name: "Alerts" }));
    expect(onChange).toHaveBeenCalledTimes(1);

    rerender(<Switch label="Alerts" checked onChange={onChange} />);
    expect(screen.getByRole("switch", { name: "Alerts" })).toBeChecked();
  });

  it("is described by its hint", () => {
    render(<Switch label="Alerts" hint="We email you when a report is ready." />);

    expect(screen.getByRole("switch", { name: "Alerts" })).toHaveAccessibleDescription(
      "We email you when a report is ready.",
    );
  });
});
