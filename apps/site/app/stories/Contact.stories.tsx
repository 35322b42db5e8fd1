import type { Meta, StoryObj } from "@storybook/react-vite";
import ContactPage from "../routes/contact";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Contact",
  tags: ["!autodocs"],
  ...pageMeta("/contact", ContactPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
