import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, within } from "storybook/test";
import { toasts } from "../messages.js";
import { formStoryMeta, sendFails, sendsOnce } from "../testing/stories.js";
import { PlaybookForm } from "./PlaybookForm.js";
// The webhook's body for the answers `fillSignUp` gives, which types its words from here.
import lead from "./story-lead.json" with { type: "json" };

const { webhooks, withFakeWebhooks } = formStoryMeta();

const meta = {
  title: "Forms/PlaybookForm",
  component: PlaybookForm,
  ...withFakeWebhooks,
} satisfies Meta<typeof PlaybookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillSignUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), lead.fullName);
  await userEvent.type(canvas.getByRole("textbox", { name: "Business name" }), lead.businessName);
  await userEvent.type(canvas.getByRole("textbox", { name: "Business website" }), lead.businessWebsite);
  await userEvent.type(canvas.getByRole("textbox", { name: "Industry or niche" }), lead.industry);
  await userEvent.click(canvas.getByRole("radio", { name: "11-50" }));
  await userEvent.type(
    canvas.getByRole("textbox", { name: "What is your biggest time drain right now?" }),
    lead.painPoint,
  );
  await fireEvent.change(canvas.getByRole("slider", { name: "How familiar are you with AI tools?" }), {
    target: { value: String(lead.aiFamiliarity) },
  });
  await userEvent.click(canvas.getByRole("checkbox", { name: "Gmail" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: "Power BI" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "Any AI question you'd like answered?" }), lead.aiQuestion);
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), lead.email);
}

const send = { fill: fillSignUp, submit: "Sign Up" };

/** Sends every answer, toasts the sign-up and resets the form. */
export const SignedUp: Story = sendsOnce(webhooks.playbook, {
  ...send,
  announced: toasts.playbook.success.description,
  body: lead,
  afterwards: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("");
    await expect(canvas.getByRole("checkbox", { name: "Gmail" })).not.toBeChecked();
  },
});

/** Submitting empty shows each field's own message and sends nothing. */
export const EveryMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole("button", { name: "Sign Up" }));

    for (const message of [
      "Name must be at least 2 characters.",
      "Please enter your business name.",
      "Please specify your industry or niche.",
      "Please select your team size.",
      "Please select at least one app or platform.",
      "Please enter a valid email address.",
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveFocus();
    await expect(webhooks.playbook).not.toHaveBeenCalled();
  },
};

/** The webhook cannot be reached: the error toast shows and every answer stays. */
export const RequestFails: Story = sendFails(webhooks.playbook, {
  ...send,
  failed: toasts.playbook.failed.description,
  kept: async (canvasElement) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Full name" })).toHaveValue(lead.fullName);
    await expect(within(canvasElement).getByRole("radio", { name: "11-50" })).toBeChecked();
    await expect(
      within(canvasElement).getByRole("slider", { name: "How familiar are you with AI tools?" }),
    ).toHaveValue(String(lead.aiFamiliarity));
    await expect(within(canvasElement).getByRole("checkbox", { name: "Power BI" })).toBeChecked();
    await expect(within(canvasElement).getByRole("textbox", { name: "Email" })).toHaveValue(lead.email);
  },
});
