import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { DarkModeSwitch } from "./DarkModeSwitch.js";

const root = document.documentElement;

afterEach(async () => {
  // Still mounted here: let the switch see the class go, inside act.
  await act(async () => {
    root.classList.remove("dark");
  });
});

describe("DarkModeSwitch", () => {
  it("is off by default and turns the dark class on the document root on and off", async () => {
    render(<DarkModeSwitch />);
    const toggle = screen.getByRole("switch", { name: "Dark mode" });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(root).toHaveClass("dark");
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    expect(root).not.toHaveClass("dark");
    expect(toggle).not.toBeChecked();
  });

  it("starts on when the page is already dark", () => {
    root.classList.add("dark");

    render(<DarkModeSwitch />);

    expect(screen.getByRole("switch", { name: "Dark mode" })).toBeChecked();
  });

  it("follows the class when something else changes it", async () => {
    render(<DarkModeSwitch />);

    await act(async () => {
      root.classList.add("dark");
    });

    expect(screen.getByRole("switch", { name: "Dark mode" })).toBeChecked();
  });

  it("takes another label", () => {
    render(<DarkModeSwitch label="Dark theme" />);

    expect(screen.getByRole("switch", { name: "Dark theme" })).toBeInTheDocument();
  });

  it("does not remember the choice", async () => {
    render(<DarkModeSwitch />);
    await userEvent.click(screen.getByRole("switch", { name: "Dark mode" }));

    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });
});
