import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ButtonLink } from "../ButtonLink/ButtonLink.js";
import { Tag } from "../Tag/Tag.js";
import { Card, CardBody, CardTitle } from "./Card.js";
import { paddings } from "./Card.css.js";

const meta = {
  title: "UI/Card",
  component: Card,
  subcomponents: { CardTitle, CardBody },
  argTypes: { padding: { control: "inline-radio", options: paddings } },
  render: (args) => (
    <div style={{ maxWidth: "24rem" }}>
      <Card {...args}>
        <CardTitle>AI Audit</CardTitle>
        <CardBody>
          <p>We map your workflows and show where AI saves hours every week.</p>
        </CardBody>
        <ButtonLink href="#ai-report">Get Your AI Report</ButtonLink>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "AI Audit" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Get Your AI Report" })).toBeInTheDocument();
  },
};

/** Every padding, as a list of project cards. */
export const Paddings: Story = {
  render: (args) => (
    <ul style={{ display: "grid", gap: "1rem", padding: 0, margin: 0, maxWidth: "24rem" }}>
      {paddings.map((padding) => (
        <Card key={padding} {...args} as="li" padding={padding}>
          <CardTitle>{`Padding ${padding}`}</CardTitle>
          <CardBody>A booking site for a dental practice.</CardBody>
          <ul aria-label="Tags" style={{ display: "flex", gap: "0.5rem", padding: 0, margin: 0, listStyle: "none" }}>
            <li>
              <Tag>React</Tag>
            </li>
            <li>
              <Tag>Website</Tag>
            </li>
          </ul>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 3 })).toHaveLength(paddings.length);
  },
};
