import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { CurrentYear } from "./CurrentYear";

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
  args: { year: thisYear - 1, children: `© ${thisYear - 1} Grand River AI. All rights reserved.` },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText(`© ${thisYear} Grand River AI. All rights reserved.`)).toBeVisible(),
    );
  },
};
