import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { toasts } from "../messages";
import {
  expectAnnouncement,
  isoInstant,
  networkFailure,
  resetStoryWebhooks,
  storyWebhookClient,
  withWebhooks,
} from "../testing/stories";
import { ContactForm } from "./ContactForm";

const webhooks = storyWebhookClient();

const meta = {
  title: "Forms/ContactForm",
  component: ContactForm,
  decorators: [withWebhooks(webhooks)],
  beforeEach: () => resetStoryWebhooks(webhooks),
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillMessage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Katherine Johnson");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "kj@example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "(616) 555-0100");
  await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Can you automate our invoices?");
}

/** Sends the message, swaps the form for a thank-you panel, and "Send Another Message" brings back an empty form. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await fillMessage(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));

    await expectAnnouncement(canvasElement, "status", toasts.contact.success.title);
    await expect(webhooks.contact).toHaveBeenCalledWith({
      name: "Katherine Johnson",
      email: "kj@example.com",
      phone: "(616) 555-0100",
      message: "Can you automate our invoices?",
      timestamp: expect.stringMatching(isoInstant),
    });
    await expect(canvas.getByRole("heading", { name: "Message sent" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "Send Another Message" }));
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("");
  },
};

/** Name, email and message are required: nothing is sent and the error toast says so. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));

    await expectAnnouncement(canvasElement, "alert", toasts.contact.missingFields.description);
    await expect(webhooks.contact).not.toHaveBeenCalled();
  },
};

/** The webhook cannot be reached: the error toast shows and the message stays. */
export const RequestFails: Story = {
  beforeEach: () => {
    webhooks.contact.mockRejectedValue(networkFailure());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await fillMessage(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Message" }));

    await expectAnnouncement(canvasElement, "alert", toasts.contact.failed.description);
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Katherine Johnson");
    await expect(canvas.getByRole("textbox", { name: "Phone" })).toHaveValue("(616) 555-0100");
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("Can you automate our invoices?");
  },
};
