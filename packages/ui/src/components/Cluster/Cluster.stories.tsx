import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Tag } from "../Tag/Tag.js";
import { Cluster } from "./Cluster.js";
import { gaps, justifies } from "./Cluster.css.js";

const tags = ["React", "n8n", "OpenAI", "Zapier", "Supabase", "Stripe", "Tailwind", "Vercel"] as const;

const meta = {
  title: "UI/Cluster",
  component: Cluster,
  args: { as: "ul", "aria-label": "Tags" },
  argTypes: {
    gap: { control: "select", options: gaps },
    justify: { control: "inline-radio", options: justifies },
  },
  render: (args) => (
    <div style={{ maxWidth: "16rem" }}>
      <Cluster {...args}>
        {tags.map((tag) => (
          <li key={tag}>
            <Tag>{tag}</Tag>
          </li>
        ))}
      </Cluster>
    </div>
  ),
} satisfies Meta<typeof Cluster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps onto a second line when the row is full. */
export const Wrapping: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    const rows = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
  },
};

export const Centered: Story = { args: { justify: "center" } };
