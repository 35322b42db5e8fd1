import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FakeRouterLink } from "../../testing/FakeRouterLink.js";
import { ButtonLink } from "./ButtonLink.js";
import { sizes, variants } from "./ButtonLink.css.js";

const meta = {
  title: "UI/ButtonLink",
  component: ButtonLink,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { href: "#contact", children: "Get Started" },
  argTypes: {
    variant: { control: "inline-radio", options: variants },
    size: { control: "inline-radio", options: sizes },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Get Started" });
    await expect(link).not.toHaveAttribute("target");
  },
};

/** Another site: new tab, safe `rel`, an arrow, and a hint for screen readers. */
export const External: Story = {
  args: { href: "https://calendly.com/", external: true, children: "Book Discovery Call" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Book Discovery Call (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

/** `render={<Link to="/ai-report" />}`: the router's link with the button look. */
export const WithRouterLink: Story = {
  args: { href: undefined, render: <FakeRouterLink to="/ai-report" />, children: "Get Your AI Report" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Get Your AI Report" })).toHaveAttribute(
      "href",
      "/ai-report",
    );
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: "1rem" }}>
      {variants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link")).toHaveLength(variants.length);
  },
};
