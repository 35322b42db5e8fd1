import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RadioGroup } from "./RadioGroup.js";
import { orientations } from "./RadioGroup.css.js";

const teamSizes = [
  { value: "solo", label: "Solo" },
  { value: "small", label: "2-10" },
  { value: "medium", label: "11-50" },
  { value: "large", label: "50+" },
] as const;

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { label: "Team size", name: "teamSize", options: teamSizes, onChange: fn() },
  argTypes: { orientation: { control: "inline-radio", options: orientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "2-10" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("small");
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "11-50" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("medium");
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "solo" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio", { name: "Solo" })).toBeChecked();
  },
};

export const WithHintAndError: Story = {
  args: { required: true, hint: "Including you.", error: "Please select your team size." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Team size" })).toHaveAccessibleDescription(
      "Please select your team size. Including you.",
    );
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "medium" } };
