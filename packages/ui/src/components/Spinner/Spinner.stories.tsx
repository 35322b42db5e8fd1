import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "./Spinner.js";
import { sizes } from "./Spinner.css.js";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  argTypes: { size: { control: "inline-radio", options: sizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: nothing in the accessibility tree, so the busy thing must announce itself.
    await expect(canvasElement.querySelector("span")).toHaveAttribute("aria-hidden", "true");
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

/** Every size, inheriting the text colour around it. */
export const Sizes: Story = {
  render: (args) => (
    <p style={{ display: "flex", gap: "1rem", alignItems: "center" }}>
      {sizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </p>
  ),
};
