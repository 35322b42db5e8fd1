import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sprinkles } from "../../theme/sprinkles.css.js";
import { Brand } from "../Brand/Brand.js";
import { MobileMenu } from "../MobileMenu/MobileMenu.js";
import { NavItem } from "../NavItem/NavItem.js";
import { SiteHeader } from "./SiteHeader.js";

const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#0f766e"/><path d="M8 24c6-10 14-10 20-4" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
)}`;

const links = [
  { href: "#home", label: "Home" },
  { href: "#portfolio", label: "Portfolio" },
  { href: "#team", label: "Team" },
  { href: "#ai-report", label: "AI Report" },
  { href: "#contact", label: "Contact" },
] as const;

const navItems = links.map((link) => (
  <NavItem key={link.href} href={link.href} aria-current={link.href === "#home" ? "page" : undefined}>
    {link.label}
  </NavItem>
));

const meta = {
  title: "UI/SiteHeader",
  component: SiteHeader,
  args: {
    brand: <Brand name="Grand River AI" logoSrc={logo} href="#home" />,
    children: navItems,
    mobileMenu: <MobileMenu>{navItems}</MobileMenu>,
  },
  parameters: { layout: "fullscreen" },
  // A page long enough to scroll, so the header has something to turn opaque over.
  decorators: [
    (Story) => (
      <div>
        <Story />
        <main className={sprinkles({ padding: "lg" })}>
          {Array.from({ length: 40 }, (_, index) => (
            <p key={index} className={sprinkles({ marginBottom: "md" })}>
              Paragraph {index + 1} of page content that scrolls under the fixed header.
            </p>
          ))}
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Transparent at the top; `data-scrolled` and the opaque blurred bar once scrolled past 20 px. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(banner).toHaveAttribute("data-scrolled", "false");

    window.scrollTo(0, 20);
    await new Promise(requestAnimationFrame);
    await expect(banner).toHaveAttribute("data-scrolled", "false");

    window.scrollTo(0, 200);
    await waitFor(() => expect(banner).toHaveAttribute("data-scrolled", "true"));
    await expect(banner.getBoundingClientRect().top).toBe(0);

    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).toHaveAttribute("data-scrolled", "false"));
  },
};

export const Scrolled: Story = {
  // Its screenshot was byte for byte Desktop's (the screenshot's frame grows to the story's height, so nothing is scrolled when it is taken), so it has none; its play function is the test.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 300);
    await waitFor(() => expect(within(canvasElement).getByRole("banner")).toHaveAttribute("data-scrolled", "true"));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Open mobile menu" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

/** Open on a phone, the menu's close button sits exactly where the menu button was. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole("button", { name: "Open mobile menu" });
    await userEvent.click(menuButton);

    const close = canvas.getByRole("button", { name: "Close mobile menu" });
    await waitFor(() => expect(close).toBeVisible());
    const [from, to] = [menuButton.getBoundingClientRect(), close.getBoundingClientRect()];
    await expect({ x: Math.round(to.x), y: Math.round(to.y), width: to.width }).toEqual({
      x: Math.round(from.x),
      y: Math.round(from.y),
      width: from.width,
    });
    await waitFor(() => expect(canvas.getByRole("navigation", { name: "Main" })).toBeVisible());
  },
};
