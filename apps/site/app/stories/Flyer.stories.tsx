import type { Meta, StoryObj } from "@storybook/react-vite";
import FlyerPage from "../routes/flyer-port-sheldon";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Flyer, Port Sheldon",
  tags: ["!autodocs"],
  ...pageMeta("/flyer-port-sheldon", FlyerPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
// Not a test (`!test`, written here for Storybook to read): see `desktop` in pageStory.tsx.
export const Desktop: StoryObj = { ...desktop, tags: ["!test"] };
