import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FloatingAction } from "./FloatingAction.js";

const meta = {
  title: "UI/FloatingAction",
  component: FloatingAction,
  args: { href: "#home", children: "Schedule a Call" },
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { layout: "fullscreen", visual: { forcedColors: true } },
} satisfies Meta<typeof FloatingAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed to the bottom-right corner of the viewport. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Schedule a Call" });
    const box = link.getBoundingClientRect();
    await expect(getComputedStyle(link).position).toBe("fixed");
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(16);
    await expect(window.innerHeight - box.bottom).toBeGreaterThanOrEqual(16);
  },
};

export const WithoutIcon: Story = { args: { icon: null } };

export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
