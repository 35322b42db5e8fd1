import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Card, CardTitle } from "../Card/Card.js";
import { Grid } from "./Grid.js";
import { columnCounts, gaps } from "./Grid.css.js";

const meta = {
  title: "UI/Grid",
  component: Grid,
  args: { as: "ul", "aria-label": "Projects", columns: 3 },
  argTypes: {
    columns: { control: "inline-radio", options: columnCounts },
    gap: { control: "select", options: gaps },
  },
  render: (args) => (
    <Grid {...args}>
      {Array.from({ length: 6 }, (_, index) => (
        <Card as="li" key={index}>
          <CardTitle>{`Project ${index + 1}`}</CardTitle>
        </Card>
      ))}
    </Grid>
  ),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two on tablets, `columns` on desktop. */
export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    const perRow = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size;
    const expected = window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1;
    await expect(perRow).toBe(expected);
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };
export const FourColumns: Story = { args: { columns: 4, gap: "md" } };
