import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Switch } from "./Switch.js";

const meta = {
  title: "UI/Switch",
  component: Switch,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { label: "Send me the AI newsletter", name: "newsletter", onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Send me the AI newsletter" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The report form's newsletter opt-in, on by default (spec §3). */
export const On: Story = {
  args: { defaultChecked: true, hint: "One email a week. Unsubscribe anytime." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Send me the AI newsletter"));
    await expect(canvas.getByRole("switch")).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: "Please accept to continue." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch")).toHaveAccessibleDescription("Please accept to continue.");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("switch")).toBeDisabled();
  },
};
