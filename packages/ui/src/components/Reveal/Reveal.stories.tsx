import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Card, CardBody, CardTitle } from "../Card/Card.js";
import { Reveal } from "./Reveal.js";

const meta = {
  title: "UI/Reveal",
  component: Reveal,
  args: {
    delayMs: 1000,
    children: (
      <Card>
        <CardTitle>AI Strategy Report</CardTitle>
        <CardBody>$197 one-time. Appears after one second.</CardBody>
      </Card>
    ),
  },
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterOneSecond: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByText("AI Strategy Report");
    const box = card.getBoundingClientRect();
    // The browser waits the given delay before the content's entrance, which keeps it hidden meanwhile.
    const reveal = canvasElement.querySelector<HTMLElement>(`[style*="1000ms"]`);
    await expect(reveal && getComputedStyle(reveal).animationDelay).toBe("1s");
    await expect(reveal && getComputedStyle(reveal).animationFillMode).toBe("both");
    await waitFor(() => expect(card).toBeVisible(), { timeout: 3000 });
    // Its space was held the whole time: appearing moved nothing.
    await expect(card.getBoundingClientRect().top).toBe(box.top);
  },
};
