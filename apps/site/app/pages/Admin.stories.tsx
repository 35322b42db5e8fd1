import type { Meta } from "@storybook/react-vite";
import AdminPage from "../routes/admin";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Admin",
  tags: ["!autodocs"],
  ...pageMeta("/admin", AdminPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
