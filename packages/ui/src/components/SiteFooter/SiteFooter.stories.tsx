import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { FooterColumn } from "./FooterColumn.js";
import { FooterLink } from "./FooterLink.js";
import { SiteFooter } from "./SiteFooter.js";

/** Stands in for part 1's DarkModeSwitch, which fills this slot on the site. */
function SwitchStandIn() {
  const [on, setOn] = useState(false);
  return (
    <button type="button" role="switch" aria-checked={on} onClick={() => setOn(!on)}>
      Dark mode
    </button>
  );
}

const meta = {
  title: "UI/SiteFooter",
  component: SiteFooter,
  subcomponents: { FooterColumn, FooterLink },
  parameters: { layout: "fullscreen" },
  args: {
    copyright: `© ${new Date().getFullYear()} Grand River AI`,
    legalLinks: [
      <FooterLink key="privacy" href="#privacy-policy">
        Privacy Policy
      </FooterLink>,
      <FooterLink key="terms" href="#terms-of-service">
        Terms of Service
      </FooterLink>,
    ],
    themeSwitch: <SwitchStandIn />,
    children: [
      <FooterColumn key="company" heading="Company">
        <FooterLink href="#home">Home</FooterLink>
        <FooterLink href="#team">Our Team</FooterLink>
        <FooterLink href="#portfolio">Portfolio</FooterLink>
        <FooterLink href="#ai-report">Reports</FooterLink>
        <FooterLink href="#videos">Videos</FooterLink>
        <FooterLink href="#admin">Admin</FooterLink>
      </FooterColumn>,
      <FooterColumn key="contact" heading="Contact">
        <span>Grand Rapids, Michigan</span>
        <FooterLink href="mailto:hello@example.com">Email us</FooterLink>
      </FooterColumn>,
      <FooterColumn key="follow" heading="Follow">
        <FooterLink href="https://example.com/x">X (Twitter)</FooterLink>
        <FooterLink href="https://example.com/linkedin">LinkedIn</FooterLink>
        <FooterLink href="https://example.com/youtube">YouTube</FooterLink>
        <FooterLink href="https://example.com/podcast">Podcast</FooterLink>
      </FooterColumn>,
    ],
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Company" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "#admin");
    const themeSwitch = canvas.getByRole("switch", { name: "Dark mode" });
    await userEvent.click(themeSwitch);
    await expect(themeSwitch).toHaveAttribute("aria-checked", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
