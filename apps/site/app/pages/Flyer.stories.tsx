import type { Meta } from "@storybook/react-vite";
import FlyerPage from "../routes/flyer-port-sheldon";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Flyer, Port Sheldon",
  tags: ["!autodocs"],
  ...pageMeta("/flyer-port-sheldon", FlyerPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
