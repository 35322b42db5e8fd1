import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField } from "./TextField.js";
import { types } from "./TextField.css.js";

const meta = {
  title: "UI/TextField",
  component: TextField,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { label: "Email", name: "email", type: "email", onChange: fn() },
  argTypes: { type: { control: "select", options: types } },
  decorators: [(Story) => <div style={{ maxWidth: "24rem" }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await userEvent.type(input, "owner@example.com");
    await expect(input).toHaveValue("owner@example.com");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { label: "Business website", name: "businessWebsite", type: "url", hint: "Leave blank if you don't have one." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Business website" })).toHaveAccessibleDescription(
      "Leave blank if you don't have one.",
    );
  },
};

export const Required: Story = {
  args: { label: "Name", name: "name", type: "text", required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Name" })).toBeRequired();
  },
};

/** Invalid: red border, a warning icon and the message, tied to the input for screen readers. */
export const WithError: Story = {
  args: {
    label: "Full name",
    name: "fullName",
    type: "text",
    id: "fullName",
    defaultValue: "A",
    error: "Name must be at least 2 characters.",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Full name" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Name must be at least 2 characters.");
    await expect(canvasElement.querySelector("#fullName-error")).toHaveTextContent(
      "Name must be at least 2 characters.",
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: "owner@example.com" } };

/** Every input type the field renders. */
export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {types.map((type) => (
        <TextField key={type} {...args} type={type} name={type} label={`Type ${type}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const type of types) {
      await expect(within(canvasElement).getByLabelText(`Type ${type}`)).toHaveAttribute("type", type);
    }
  },
};
