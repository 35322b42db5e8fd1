import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LinkList } from "../LinkList/LinkList.js";
import { NavItem } from "./NavItem.js";

const links = [
  { href: "/", label: "Home" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/team", label: "Team" },
  { href: "/ai-report", label: "AI Report" },
  { href: "/contact", label: "Contact" },
] as const;

const meta = {
  title: "UI/NavItem",
  component: NavItem,
  args: { href: "/portfolio", children: "Portfolio" },
} satisfies Meta<typeof NavItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The current route's link, as React Router's NavLink marks it, is shown in medium weight. */
export const CurrentPage: Story = {
  render: () => (
    <nav aria-label="Main">
      <LinkList>
        {links.map((link) => (
          <NavItem key={link.href} href={link.href} aria-current={link.href === "/team" ? "page" : undefined}>
            {link.label}
          </NavItem>
        ))}
      </LinkList>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole("link", { name: "Team" })).fontWeight).toBe("500");
    await expect(getComputedStyle(canvas.getByRole("link", { name: "Home" })).fontWeight).toBe("400");
  },
};
