import type { Meta } from "@storybook/react-vite";
import HomePage from "../routes/home";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Home",
  tags: ["!autodocs"],
  ...pageMeta("/", HomePage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
