import type { Meta } from "@storybook/react-vite";
import AiPlaybookPage from "../routes/ai-playbook";
import { desktop, pageMeta, phone } from "./pageStory";

const meta = {
  title: "Pages/AI playbook",
  tags: ["!autodocs"],
  ...pageMeta("/ai-playbook", AiPlaybookPage),
} satisfies Meta;

export default meta;

export const Phone = phone;
export const Desktop = desktop;
