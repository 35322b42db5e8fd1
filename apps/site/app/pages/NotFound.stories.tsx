import type { Meta } from "@storybook/react-vite";
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
export const Desktop = desktop;
