import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Text } from "./Text.js";
import { aligns, sizes, tones, weights } from "./Text.css.js";

const meta = {
  title: "UI/Text",
  component: Text,
  args: { children: "First week free, then $29/month. Cancel anytime." },
  argTypes: {
    size: { control: "inline-radio", options: sizes },
    tone: { control: "inline-radio", options: tones },
    weight: { control: "inline-radio", options: weights },
    align: { control: "inline-radio", options: aligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("paragraph")).toHaveTextContent("First week free");
  },
};

/** Every size in both tones. */
export const SizesAndTones: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "0.5rem" }}>
      {tones.flatMap((tone) =>
        sizes.map((size) => <Text key={`${tone}-${size}`} {...args} tone={tone} size={size}>{`${tone} ${size}`}</Text>),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("paragraph")).toHaveLength(tones.length * sizes.length);
  },
};

export const Weights: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "0.5rem" }}>
      {weights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}
        </Text>
      ))}
    </div>
  ),
};
