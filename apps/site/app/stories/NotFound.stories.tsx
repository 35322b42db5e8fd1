import type { Meta, StoryObj } from "@storybook/react-vite";
import NotFoundPage from "../routes/not-found";
import { notFoundPath } from "../route-table";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Not found",
  tags: ["!autodocs"],
  ...pageMeta(notFoundPath, NotFoundPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
