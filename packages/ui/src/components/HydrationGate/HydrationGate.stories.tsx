import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TextField } from "../TextField/TextField";
import { HydrationGate } from "./HydrationGate";

const meta = {
  title: "UI/HydrationGate",
  component: HydrationGate,
  args: { children: <TextField label="Email" type="email" name="email" /> },
} satisfies Meta<typeof HydrationGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered in the browser, the gate is open: the field takes typing and looks as it always does. */
export const Hydrated: Story = {
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "ada@example.com");
    await expect(email).toHaveValue("ada@example.com");
  },
};

/** Held shut (as the prerendered page is until its island hydrates): the field refuses focus and typing. */
export const Closed: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Email" })).toBeDisabled();
  },
};
