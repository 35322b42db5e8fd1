import type { Meta, StoryObj } from "@storybook/react-vite";
import PrivacyPolicyPage from "../routes/privacy-policy";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Privacy policy",
  tags: ["!autodocs"],
  ...pageMeta("/privacy-policy", PrivacyPolicyPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
