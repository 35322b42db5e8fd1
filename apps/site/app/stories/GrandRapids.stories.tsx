import type { Meta, StoryObj } from "@storybook/react-vite";
import GrandRapidsPage from "../routes/grand-rapids-ai-automation";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Grand Rapids AI automation",
  tags: ["!autodocs"],
  ...pageMeta("/grand-rapids-ai-automation", GrandRapidsPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
