import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Select } from "./Select.js";

const teamSizes = [
  { value: "solo", label: "Solo" },
  { value: "small", label: "2-10" },
  { value: "medium", label: "11-50" },
  { value: "large", label: "50+" },
] as const;

const meta = {
  title: "UI/Select",
  component: Select,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: {
    label: "Team size",
    name: "teamSize",
    options: teamSizes,
    placeholder: "Select team size",
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: "20rem" }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Team size" });
    await userEvent.selectOptions(select, "11-50");
    await expect(select).toHaveValue("medium");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Team size" })).toBeInvalid();
  },
};

export const WithError: Story = {
  args: { required: true, error: "Please select your team size." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Team size" })).toHaveAccessibleDescription(
      "Please select your team size.",
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
