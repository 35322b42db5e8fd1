import type { Meta } from "@storybook/react-vite";
import PortfolioPage from "../routes/portfolio";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/Portfolio",
  tags: ["!autodocs"],
  ...pageMeta("/portfolio", PortfolioPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
