import type { Meta } from "@storybook/react-vite";
import VideosPage from "../routes/videos";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Videos",
  tags: ["!autodocs"],
  ...pageMeta("/videos", VideosPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
