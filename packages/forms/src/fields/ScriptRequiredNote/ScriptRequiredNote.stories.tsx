import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SCRIPT_FAILED_NOTE_ATTRIBUTE } from "../awaitsScript.js";
import { ScriptRequiredNote } from "./ScriptRequiredNote.js";

const noteText = "Sending this form needs JavaScript. You can also email hello@grandriverai.com.";

const meta = {
  title: "Forms/ScriptRequiredNote",
  component: ScriptRequiredNote,
  args: { children: noteText },
} satisfies Meta<typeof ScriptRequiredNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a visitor sees under a form whose code failed to load: the page's runtime unhides the note
 * (as here), and the form's submit stays disabled. With scripts off, the `<noscript>` copy shows.
 */
export const WhenTheFormsCodeFailed: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLElement>(`[${SCRIPT_FAILED_NOTE_ATTRIBUTE}]`)?.removeAttribute("hidden");
    await expect(within(canvasElement).getByText(noteText)).toBeVisible();
  },
};

/** While the form's code is on its way or running, the note is in the page but takes no room and says nothing. */
export const WhileTheCodeRuns: Story = {
  play: async ({ canvasElement }) => {
    // getByText finds hidden elements too, so this fails if the note is missing, not only if it shows.
    await expect(within(canvasElement).getByText(noteText)).not.toBeVisible();
  },
};
