import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { NavItem } from "../NavItem/NavItem.js";
import { MobileMenu } from "./MobileMenu.js";

const links = [
  { href: "#home", label: "Home" },
  { href: "#portfolio", label: "Portfolio" },
  { href: "#team", label: "Team" },
  { href: "#ai-report", label: "AI Report" },
  { href: "#contact", label: "Contact" },
] as const;

const meta = {
  title: "UI/MobileMenu",
  component: MobileMenu,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: {
    onNavigate: fn(),
    children: links.map((link) => (
      <NavItem
        key={link.href}
        href={link.href}
        aria-current={link.href === "#team" ? "page" : undefined}
        // Like the site's router links: no browser navigation, which would unload the story.
        onClick={(event) => event.preventDefault()}
      >
        {link.label}
      </NavItem>
    )),
  },
  // The menu button only shows below 768 px.
  globals: { viewport: { value: "mobile2", isRotated: false } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Open mobile menu" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  },
};

/** The label toggles, focus moves into the menu, and Escape closes it and returns focus to the button. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open mobile menu" }));

    await expect(screen.getByRole("button", { name: "Close mobile menu" })).toBeVisible();
    await waitFor(() => expect(screen.getByRole("link", { name: "Home" })).toHaveFocus());

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name: "Open mobile menu" })).toHaveFocus());
  },
};

/** Choosing a link closes the menu. */
export const ChooseALink: Story = {
  // Its screenshot was byte for byte OpenAndEscape's (both end with the menu closed), so it has none; its play function is the test.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open mobile menu" }));
    await userEvent.click(await screen.findByRole("link", { name: "Portfolio" }));

    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/**
 * Left open for visual and axe checks. It is modal to its visitors: assistive technology is told so
 * (`aria-modal`), and Tab goes round its close button and links without reaching the page behind.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole("button", { name: "Open mobile menu" });
    await userEvent.click(menuButton);
    // It fades in, so wait for it to finish appearing before the axe check runs.
    await waitFor(() => expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible());
    const home = screen.getByRole("link", { name: "Home" });
    await waitFor(() => expect(home).toHaveFocus());

    const dialog = screen.getByRole("dialog", { name: "Menu" });
    await expect(dialog.matches(":popover-open")).toBe(true);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // Shift+Tab from the close button, the first control, goes to the last link; Tab from it
    // comes back round to the close button.
    const close = screen.getByRole("button", { name: "Close mobile menu" });
    close.focus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("link", { name: links.at(-1)!.label })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    home.focus();
  },
};
