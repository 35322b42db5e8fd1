import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Heading } from "./Heading.js";
import { aligns, levels, sizes } from "./Heading.css.js";

const meta = {
  title: "UI/Heading",
  component: Heading,
  args: { level: 2, children: "AI automation for West Michigan businesses" },
  argTypes: {
    level: { control: "inline-radio", options: levels },
    size: { control: "select", options: sizes },
    align: { control: "inline-radio", options: aligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2 })).toBeInTheDocument();
  },
};

/** Each level at its own size. */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {levels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Level ${level}`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const level of levels) await expect(within(canvasElement).getByRole("heading", { level })).toBeInTheDocument();
  },
};

/** Every size, all as h2: the look is independent of the outline. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {sizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>{`Size ${size}`}</Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 2 })).toHaveLength(sizes.length);
  },
};
