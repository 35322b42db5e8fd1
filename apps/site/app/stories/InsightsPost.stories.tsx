import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { insightsWords } from "@grand-river/content";
import InsightsPostPage from "../routes/insights/post";
import { insightsPageMeta, storyPost } from "./insightsStory";
import { desktop, phone } from "./pageStory";

const meta = {
  title: "Pages/Insights/Post",
  tags: ["!autodocs"],
  ...insightsPageMeta(storyPost.path, InsightsPostPage),
} satisfies Meta;

export default meta;

/** The newest post: its title, its body, and the way back to every post. */
export const Phone: StoryObj = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: storyPost.title })).toBeVisible();
    await expect(canvas.getByRole("link", { name: insightsWords.allPosts })).toHaveAttribute("href", "/insights");
  },
};
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
