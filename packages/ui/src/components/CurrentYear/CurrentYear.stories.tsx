import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { CurrentYear } from "./CurrentYear.js";

const thisYear = new Date().getFullYear();

const meta = {
  title: "UI/CurrentYear",
  component: CurrentYear,
  args: { year: thisYear, children: `© ${thisYear} Grand River AI. All rights reserved.` },
} satisfies Meta<typeof CurrentYear>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisYear: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`© ${thisYear} Grand River AI. All rights reserved.`)).toBeVisible();
  },
};

/** Rendered in an earlier year (a page built last December): it shows this year once it runs. */
export const BuiltLastYear: Story = {
  // Its screenshot was byte for byte ThisYear's (the script brings the year up to date), so it has none; its play function is the test.
  parameters: { visual: { disable: true } },
  args: { year: thisYear - 1, children: `© ${thisYear - 1} Grand River AI. All rights reserved.` },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(`© ${thisYear} Grand River AI. All rights reserved.`)).toBeVisible(),
    );
  },
};
