import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { insightsPath, insightsWords } from "@grand-river/content";
import InsightsListPage from "../routes/insights/list";
import { insightsPageMeta, storyPost } from "./insightsStory";
import { desktop, phone } from "./pageStory";

const meta = {
  title: "Pages/Insights/List",
  tags: ["!autodocs"],
  ...insightsPageMeta(insightsPath, InsightsListPage),
} satisfies Meta;

export default meta;

/** The list of the published posts, the newest first with a link to its page. */
export const Phone: StoryObj = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: insightsWords.heading })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: storyPost.title })[0]).toHaveAttribute("href", storyPost.path);
  },
};
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
