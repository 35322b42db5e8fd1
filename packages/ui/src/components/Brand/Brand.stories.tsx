import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Brand } from "./Brand.js";

const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#0f766e"/><path d="M8 24c6-10 14-10 20-4" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
)}`;

const meta = {
  title: "UI/Brand",
  component: Brand,
  args: { name: "Grand River AI", logoSrc: logo, href: "/" },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Grand River AI" })).toHaveAttribute("href", "/");
  },
};

export const LargeLogo: Story = { args: { logoWidth: 48, logoHeight: 48 } };
