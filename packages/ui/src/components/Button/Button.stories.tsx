import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./Button.js";
import { sizes, variants } from "./Button.css.js";

const meta = {
  title: "UI/Button",
  component: Button,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { visual: { forcedColors: true } },
  args: { children: "Book Discovery Call", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: variants },
    size: { control: "inline-radio", options: sizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Book Discovery Call" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every look at every size. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {variants.map((variant) => (
        <div key={variant} style={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "center" }}>
          {sizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("button")).toHaveLength(variants.length * sizes.length);
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
  },
};

/** Busy: a spinner over the label, the same width, `aria-busy`, presses ignored. */
export const Loading: Story = {
  args: { loading: true, children: "Submitting Details..." },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submitting Details..." });
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
  },
};

function SubmitDemo() {
  const [sending, setSending] = useState(false);
  return (
    <Button variant="secondary" loading={sending} onClick={() => setSending(true)}>
      {sending ? "Sending..." : "Send Message"}
    </Button>
  );
}

/** Going busy keeps the width and the keyboard focus. */
export const BecomesBusy: Story = {
  render: () => <SubmitDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByRole("button", { name: "Send Message" });
    const idleWidth = idle.getBoundingClientRect().width;
    idle.focus();
    await userEvent.keyboard("{Enter}");
    const busy = canvas.getByRole("button", { name: "Sending..." });
    await expect(busy).toHaveFocus();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    // The busy label is shorter than the idle one here, so the width may only shrink, never jump wider.
    await expect(busy.getBoundingClientRect().width).toBeLessThanOrEqual(idleWidth);
  },
};
