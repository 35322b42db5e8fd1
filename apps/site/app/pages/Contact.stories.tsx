import type { Meta } from "@storybook/react-vite";
import ContactPage from "../routes/contact";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Contact",
  tags: ["!autodocs"],
  ...pageMeta("/contact", ContactPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
