import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CodeToken } from "../CodeToken/CodeToken.js";
import { Prose } from "./Prose.js";

const meta = {
  title: "UI/Prose",
  component: Prose,
  // A post's code blocks, inside its prose, are written in CodeTokens.
  subcomponents: { CodeToken },
  args: { as: "article" },
  render: (args) => (
    <Prose {...args} aria-labelledby="policy-title">
      <h1 id="policy-title">Privacy Policy</h1>
      <p>
        <small>Last updated March 9, 2025</small>
      </p>
      <h2>1. Information We Collect</h2>
      <p>
        When you fill in a form we collect what you enter: for example your <strong>name</strong>, email address and
        message.
      </p>
      <ul>
        <li>Contact details you give us</li>
        <li>
          Details about your business
          <ul>
            <li>Team size and industry</li>
          </ul>
        </li>
      </ul>
      <h2>2. How We Use It</h2>
      <ol>
        <li>To reply to you.</li>
        <li>To prepare your AI Strategy Report.</li>
      </ol>
      <blockquote>We never sell your data.</blockquote>
      <p>
        Questions? See our <a href="#terms">Terms of Service</a>.
      </p>
    </Prose>
  ),
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LegalPage: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole("article", { name: "Privacy Policy" });
    await expect(within(article).getAllByRole("heading", { level: 2 })).toHaveLength(2);
  },
};
