import type { Meta, StoryObj } from "@storybook/react-vite";
import PortfolioPage from "../routes/portfolio";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Portfolio",
  tags: ["!autodocs"],
  ...pageMeta("/portfolio", PortfolioPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
