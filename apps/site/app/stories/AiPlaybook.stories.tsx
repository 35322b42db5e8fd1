import type { Meta, StoryObj } from "@storybook/react-vite";
import AiPlaybookPage from "../routes/ai-playbook";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/AI playbook",
  tags: ["!autodocs"],
  ...pageMeta("/ai-playbook", AiPlaybookPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
