import type { Meta } from "@storybook/react-vite";
import GrandRapidsPage from "../routes/grand-rapids-ai-automation";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Grand Rapids AI automation",
  tags: ["!autodocs"],
  ...pageMeta("/grand-rapids-ai-automation", GrandRapidsPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
