import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, within } from "storybook/test";
import { Slider } from "./Slider.js";

const meta = {
  title: "UI/Slider",
  component: Slider,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: {
    label: "How familiar are you with AI tools?",
    name: "aiFamiliarity",
    min: 1,
    max: 5,
    step: 1,
    defaultValue: 3,
    minLabel: "Not at all",
    maxLabel: "Very familiar",
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: "24rem" }}>{Story()}</div>],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Playbook form's familiarity scale: 1 to 5, step 1, starting at 3. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider", { name: "How familiar are you with AI tools?" });
    await expect(slider).toHaveValue("3");
    // user-event has no arrow keys for range inputs, so set the value as a drag or key press would.
    await fireEvent.change(slider, { target: { value: "4" } });
    await expect(canvas.getByText("4")).toBeVisible();
    await expect(slider).not.toHaveAttribute("aria-valuetext");
    await fireEvent.change(slider, { target: { value: "5" } });
    await expect(slider).toHaveAttribute("aria-valuetext", "5 – Very familiar");
    await expect(canvas.getByText("5 – Very familiar")).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithValueLabels: Story = {
  args: { valueLabels: { 1: "Never used", 2: "Tried once", 3: "Sometimes", 4: "Weekly", 5: "Daily" } },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole("slider");
    await expect(slider).toHaveAttribute("aria-valuetext", "3 – Sometimes");
    await fireEvent.change(slider, { target: { value: "2" } });
    await expect(slider).toHaveAttribute("aria-valuetext", "2 – Tried once");
  },
};

export const WithError: Story = {
  args: { error: "Pick a number from 1 to 5.", hint: "1 means you have never used one." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("slider")).toHaveAttribute("aria-invalid", "true");
  },
};
