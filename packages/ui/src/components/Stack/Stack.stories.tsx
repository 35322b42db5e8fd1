import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Stack } from "./Stack.js";
import { aligns, gaps } from "./Stack.css.js";

const box = { padding: "0.5rem 1rem", border: "1px dashed currentColor" } as const;

const meta = {
  title: "UI/Stack",
  component: Stack,
  args: { gap: "md", align: "stretch" },
  argTypes: {
    gap: { control: "select", options: gaps },
    align: { control: "inline-radio", options: aligns },
  },
  render: (args) => (
    <Stack {...args}>
      <div style={box}>Discovery Call</div>
      <div style={box}>Workshop + Playbook</div>
      <div style={box}>Ongoing Support</div>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText("Discovery Call").getBoundingClientRect();
    const second = canvas.getByText("Workshop + Playbook").getBoundingClientRect();
    // md on the 4px grid is 16px.
    await expect(second.top - first.bottom).toBeCloseTo(16, 0);
  },
};

export const AlignCenter: Story = { args: { align: "center", gap: "xs" } };

/** A numbered list that keeps its semantics. */
export const AsList: Story = {
  args: { as: "ol" },
  render: (args) => (
    <Stack {...args}>
      <li style={box}>Discovery Call</li>
      <li style={box}>Workshop + Playbook</li>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(2);
  },
};
