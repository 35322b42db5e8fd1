import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Container } from "./Container.js";
import { widths } from "./Container.css.js";

const meta = {
  title: "UI/Container",
  component: Container,
  parameters: { layout: "fullscreen" },
  argTypes: { width: { control: "inline-radio", options: widths } },
  args: { children: "Content sits at the page width, centred, with gutters on small screens." },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each width, outlined. */
export const Widths: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      {widths.map((width) => (
        <Container key={width} {...args} width={width} style={{ outline: "1px dashed currentColor" }}>
          {`width="${width}"`}
        </Container>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [content, prose] = widths.map((width) => within(canvasElement).getByText(`width="${width}"`));
    await expect(prose!.getBoundingClientRect().width).toBeLessThanOrEqual(content!.getBoundingClientRect().width);
  },
};
