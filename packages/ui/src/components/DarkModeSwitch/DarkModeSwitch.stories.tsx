import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DarkModeSwitch } from "./DarkModeSwitch.js";

const meta = {
  title: "UI/DarkModeSwitch",
  component: DarkModeSwitch,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
} satisfies Meta<typeof DarkModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flips the `dark` class on `<html>` and back; it starts from whatever theme the story runs in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const toggle = within(canvasElement).getByRole("switch", { name: "Dark mode" });
    const startedDark = root.classList.contains("dark");
    await expect((toggle as HTMLInputElement).checked).toBe(startedDark);

    await userEvent.click(toggle);
    await expect(root.classList.contains("dark")).toBe(!startedDark);
    await expect((toggle as HTMLInputElement).checked).toBe(!startedDark);

    await userEvent.click(toggle);
    await expect(root.classList.contains("dark")).toBe(startedDark);
    await expect((toggle as HTMLInputElement).checked).toBe(startedDark);
  },
};

export const CustomLabel: Story = {
  args: { label: "Dark theme" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch", { name: "Dark theme" })).toBeInTheDocument();
  },
};
