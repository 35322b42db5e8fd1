import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Tag } from "./Tag.js";
import { tones } from "./Tag.css.js";

const meta = {
  title: "UI/Tag",
  component: Tag,
  args: { children: "Automation" },
  argTypes: { tone: { control: "inline-radio", options: tones } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Automation")).toBeVisible();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <p style={{ display: "flex", gap: "0.5rem" }}>
      {tones.map((tone) => (
        <Tag key={tone} {...args} tone={tone}>
          {tone}
        </Tag>
      ))}
    </p>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of tones) await expect(within(canvasElement).getByText(tone)).toBeVisible();
  },
};
