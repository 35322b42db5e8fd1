import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { toasts } from "../messages.js";
import {
  expectAnnouncement,
  failing,
  fillsIn,
  formStoryMeta,
  isoInstant,
  sendFails,
  sendsOnce,
  stillHolds,
} from "../testing/stories.js";
import { contactMessagesEs as es } from "../testing/spanish.js";
import { WebhookFormElement } from "../form/WebhookFormElement.js";
import { ContactForm } from "./ContactForm.js";
// The lead these stories send, field by field as the webhook receives it.
import lead from "./story-lead.json" with { type: "json" };

const { webhooks, withFakeWebhooks } = formStoryMeta();

const meta = {
  title: "Forms/ContactForm",
  component: ContactForm,
  // The <form> every webhook form renders (fields, spam trap, submit button), shown here in use.
  subcomponents: { WebhookFormElement },
  ...withFakeWebhooks,
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// What the visitor types, by label: sent, it is the lead's body; failed, it is still there.
const typed = { Name: lead.name, Email: lead.email, Phone: lead.phone, Message: lead.message };
const send = { fill: fillsIn(typed), submit: "Send Message" };

/** Sends the message, swaps the form for a thank-you panel, and "Send Another Message" brings back an empty form. */
export const Sent: Story = sendsOnce(webhooks.contact, {
  ...send,
  announced: toasts.contact.success.title,
  body: { ...lead, timestamp: expect.stringMatching(isoInstant) },
  afterwards: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Message sent" })).toHaveFocus();

    await userEvent.click(canvas.getByRole("button", { name: "Send Another Message" }));
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("");
  },
});

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
export const RequestFails: Story = sendFails(webhooks.contact, {
  ...send,
  failed: toasts.contact.failed.description,
  kept: stillHolds(typed),
});

/** A Spanish page: the document's language for the story's length, so screen readers speak Spanish. */
function inSpanishPage() {
  const before = document.documentElement.lang;
  document.documentElement.lang = "es";
  return () => {
    document.documentElement.lang = before;
  };
}

/**
 * Another team's form in Spanish, from one typed `messages` object (`ContactMessages`): its labels,
 * hint and button, the message under each field, and the toast, with no English left.
 */
export const InSpanish: Story = {
  args: { messages: es },
  beforeEach: inSpanishPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = (name: string) => canvas.getByRole("textbox", { name });

    await expect(canvas.getByRole("form", { name: es.formLabel })).toBeVisible();
    await expect(textbox(es.fields.phone.label)).toHaveAccessibleDescription(es.fields.phone.hint);

    await userEvent.click(canvas.getByRole("button", { name: es.submit }));
    await expectAnnouncement(canvasElement, "alert", es.toasts.missingFields.description);
    await expect(textbox(es.fields.name.label)).toHaveAccessibleDescription(es.errors.required);
    await expect(textbox(es.fields.message.label)).toHaveAccessibleDescription(es.errors.required);

    await userEvent.type(textbox(es.fields.email.label), "ana arroba example.com");
    await expect(textbox(es.fields.email.label)).toHaveAccessibleDescription(es.errors.invalidEmail);
    await expect(canvasElement).not.toHaveTextContent(/Send Message|Please fill in|Name|Email|Phone/);
    await expect(webhooks.contact).not.toHaveBeenCalled();
  },
};

/** The same Spanish form sent: the first try fails, the second thanks the visitor in Spanish. */
export const InSpanishSent: Story = {
  args: { messages: es },
  beforeEach: () => {
    failing(webhooks.contact, { once: true })();
    return inSpanishPage();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textbox = (name: string) => canvas.getByRole("textbox", { name });
    const send = () => canvas.getByRole("button", { name: es.submit });

    await userEvent.type(textbox(es.fields.name.label), "Ana García");
    await userEvent.type(textbox(es.fields.email.label), "ana@example.com");
    await userEvent.type(textbox(es.fields.message.label), "¿Podéis automatizar nuestras facturas?");
    await userEvent.click(send());
    await expectAnnouncement(canvasElement, "alert", es.toasts.failed.description);

    await userEvent.click(send());
    await expectAnnouncement(canvasElement, "status", es.toasts.success.description);
    await expect(canvas.getByRole("heading", { name: es.thankYou.heading })).toHaveFocus();
    await expect(canvas.getByText(es.thankYou.message)).toBeVisible();
    await expect(canvas.getByRole("button", { name: es.thankYou.againLabel })).toBeVisible();
    await expect(webhooks.contact).toHaveBeenCalledTimes(2);
  },
};
