import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Tooltip } from "./Tooltip.js";

const meta = {
  title: "UI/Tooltip",
  component: Tooltip,
  args: {
    content: "Opens the booking page in a new tab",
    children: <button type="button">Book a call</button>,
  },
  argTypes: { placement: { control: "select", options: ["top", "bottom", "left", "right"] } },
  parameters: { layout: "centered" },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after the 700 ms open delay; it lives in a portal, so it is found on the whole page. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByRole("button", { name: "Book a call" });
    await expect(screen.queryByRole("tooltip")).toBeNull();

    await userEvent.hover(anchor);

    const tooltip = await screen.findByRole("tooltip", {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent("Opens the booking page in a new tab");
    await waitFor(() => expect(tooltip).toBeVisible());

    await userEvent.unhover(anchor);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};

export const OnKeyboardFocus: Story = {
  args: { placement: "bottom" },
  play: async () => {
    await userEvent.tab();
    const tooltip = await screen.findByRole("tooltip", {}, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent("Opens the booking page in a new tab");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  },
};
