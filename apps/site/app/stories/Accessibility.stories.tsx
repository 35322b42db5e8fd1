import type { Meta, StoryObj } from "@storybook/react-vite";
import AccessibilityPage from "../routes/accessibility";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Accessibility statement",
  tags: ["!autodocs"],
  ...pageMeta("/accessibility", AccessibilityPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
