import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { insightsWords } from "@grand-river/content";
import InsightsTagPage from "../routes/insights/tag";
import { insightsPageMeta, storyTag } from "./insightsStory";
import { desktop, phone } from "./pageStory";

const meta = {
  title: "Pages/Insights/Tag",
  tags: ["!autodocs"],
  ...insightsPageMeta(storyTag.path, InsightsTagPage),
} satisfies Meta;

export default meta;

/** The posts with the tag on the most of them, under the tag's name. */
export const Phone: StoryObj = {
  ...phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: insightsWords.tag.title(storyTag.name) })).toBeVisible();
  },
};
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
