import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { toasts } from "../messages.js";
import { aSubmission, expectAnnouncement, formStoryMeta, isoInstant, sendFails } from "../testing/stories.js";
import { ReportDetailsForm } from "./ReportDetailsForm.js";

const { webhooks, withFakeWebhooks } = formStoryMeta();

const meta = {
  title: "Forms/ReportDetailsForm",
  component: ReportDetailsForm,
  args: { onSuccess: fn() },
  ...withFakeWebhooks,
} satisfies Meta<typeof ReportDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = {
  Name: "Ada Lovelace",
  Email: "ada@example.com",
  Company: "Analytical Engines LLC",
  Website: "https://engines.example.com",
  "Business specialization": "Mechanical computing",
  "Biggest challenges": "Too many punch cards",
  "Anything else we should know?": "Call after 3pm",
};

async function fillEverything(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(answers)) {
    await userEvent.type(canvas.getByRole("textbox", { name: label }), value);
  }
}

/** Sends every detail with source "ai_report_page", then clears the form and hands over to the Thank You view. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await fillEverything(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: "Also send me the AI newsletter" }));
    await userEvent.click(canvas.getByRole("button", { name: "Submit Details" }));

    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(webhooks.report).toHaveBeenCalledWith(
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines LLC",
        website: "https://engines.example.com",
        businessSpecialization: "Mechanical computing",
        challenges: "Too many punch cards",
        notes: "Call after 3pm",
        newsletter: false,
        timestamp: expect.stringMatching(isoInstant),
        source: "ai_report_page",
      },
      aSubmission,
    );
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("");
  },
};

/** Name and email are required: nothing is sent and the error toast says so. */
export const MissingNameAndEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole("button", { name: "Submit Details" }));

    await expectAnnouncement(canvasElement, "alert", toasts.report.missingFields.description);
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveFocus();
    await expect(webhooks.report).not.toHaveBeenCalled();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** The webhook cannot be reached: the error toast shows and every answer stays. */
export const RequestFails: Story = sendFails(webhooks.report, {
  fill: fillEverything,
  submit: "Submit Details",
  failed: toasts.report.failed.description,
  kept: async (canvasElement, args: { onSuccess: () => void }) => {
    for (const [label, value] of Object.entries(answers)) {
      await expect(within(canvasElement).getByRole("textbox", { name: label })).toHaveValue(value);
    }
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
});
