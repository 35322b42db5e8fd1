import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SkipLink } from "./SkipLink.js";

const meta = {
  title: "UI/SkipLink",
  component: SkipLink,
  // A control: its borders and states must survive forced colours, so it has a baseline there too.
  parameters: { layout: "fullscreen", visual: { forcedColors: true } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="main" tabIndex={-1}>
          <h1>Main content</h1>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off-screen until it has keyboard focus, with no shadow reaching down into the page. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Skip to main content" });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await expect(getComputedStyle(link).boxShadow).toBe("none");
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(getComputedStyle(link).boxShadow).not.toBe("none");
  },
};
