import type { Meta } from "@storybook/react-vite";
import TermsOfServicePage from "../routes/terms-of-service";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Terms of service",
  tags: ["!autodocs"],
  ...pageMeta("/terms-of-service", TermsOfServicePage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
