import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, within } from "storybook/test";
import { toasts } from "../messages.js";
import { formStoryMeta, sendFails, sendsOnce } from "../testing/stories.js";
import { PlaybookForm } from "./PlaybookForm.js";

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
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Grace Hopper");
  await userEvent.type(canvas.getByRole("textbox", { name: "Business name" }), "Cobol Consulting");
  await userEvent.type(canvas.getByRole("textbox", { name: "Business website" }), "https://cobol.example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Industry or niche" }), "Software");
  await userEvent.click(canvas.getByRole("radio", { name: "11-50" }));
  await userEvent.type(
    canvas.getByRole("textbox", { name: "What is your biggest time drain right now?" }),
    "Invoices take hours",
  );
  await fireEvent.change(canvas.getByRole("slider", { name: "How familiar are you with AI tools?" }), {
    target: { value: "4" },
  });
  await userEvent.click(canvas.getByRole("checkbox", { name: "Gmail" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: "Power BI" }));
  await userEvent.type(canvas.getByRole("textbox", { name: "Any AI question you'd like answered?" }), "Which tool?");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "grace@example.com");
}

/** Sends every answer, toasts the sign-up and resets the form. */
export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await sendsOnce(canvasElement, webhooks.playbook, {
      fill: fillSignUp,
      submit: "Sign Up",
      announced: toasts.playbook.success.description,
      body: {
        fullName: "Grace Hopper",
        businessName: "Cobol Consulting",
        businessWebsite: "https://cobol.example.com",
        industry: "Software",
        teamSize: "medium",
        painPoint: "Invoices take hours",
        aiFamiliarity: 4,
        apps: ["gmail", "power-bi"],
        aiQuestion: "Which tool?",
        email: "grace@example.com",
      },
    });
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("");
    await expect(canvas.getByRole("checkbox", { name: "Gmail" })).not.toBeChecked();
  },
};

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
  fill: fillSignUp,
  submit: "Sign Up",
  failed: toasts.playbook.failed.description,
  kept: async (canvasElement) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Full name" })).toHaveValue("Grace Hopper");
    await expect(within(canvasElement).getByRole("radio", { name: "11-50" })).toBeChecked();
    await expect(
      within(canvasElement).getByRole("slider", { name: "How familiar are you with AI tools?" }),
    ).toHaveValue("4");
    await expect(within(canvasElement).getByRole("checkbox", { name: "Power BI" })).toBeChecked();
    await expect(within(canvasElement).getByRole("textbox", { name: "Email" })).toHaveValue("grace@example.com");
  },
});
