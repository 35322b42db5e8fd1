import type { Meta } from "@storybook/react-vite";
import PrivacyPolicyPage from "../routes/privacy-policy";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Privacy policy",
  tags: ["!autodocs"],
  ...pageMeta("/privacy-policy", PrivacyPolicyPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
