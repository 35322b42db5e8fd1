import type { Meta, StoryObj } from "@storybook/react-vite";
import TermsOfServicePage from "../routes/terms-of-service";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Terms of service",
  tags: ["!autodocs"],
  ...pageMeta("/terms-of-service", TermsOfServicePage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
