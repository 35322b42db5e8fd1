import type { Meta } from "@storybook/react-vite";
import ServicesPage from "../routes/services";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Services",
  tags: ["!autodocs"],
  ...pageMeta("/services", ServicesPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
