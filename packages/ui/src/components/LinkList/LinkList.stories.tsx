import type { Meta, StoryObj } from "@storybook/react-vite";
import { NavItem } from "../NavItem/NavItem.js";
import { LinkList } from "./LinkList.js";
import { directions } from "./LinkList.css.js";

const meta = {
  title: "UI/LinkList",
  component: LinkList,
  args: {
    "aria-label": "Legal",
    children: [
      <NavItem key="privacy" href="/privacy-policy">
        Privacy Policy
      </NavItem>,
      <NavItem key="terms" href="/terms-of-service">
        Terms of Service
      </NavItem>,
    ],
  },
  argTypes: { direction: { control: "inline-radio", options: directions } },
} satisfies Meta<typeof LinkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {};

export const Column: Story = { args: { direction: "column" } };
