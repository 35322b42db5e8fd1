import type { Meta } from "@storybook/react-vite";
import TeamPage from "../routes/team";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Team",
  tags: ["!autodocs"],
  ...pageMeta("/team", TeamPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
