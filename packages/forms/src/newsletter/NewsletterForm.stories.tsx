import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { toasts } from "../messages.js";
import { aSubmission, expectAnnouncement, formStoryMeta, isoInstant, sendFails } from "../testing/stories.js";
import { NewsletterForm, NewsletterSection, NewsletterSignup, newsletterVariants } from "./NewsletterForm.js";

const { webhooks, withFakeWebhooks } = formStoryMeta();

const meta = {
  title: "Forms/NewsletterForm",
  component: NewsletterForm,
  subcomponents: { NewsletterSignup, NewsletterSection },
  args: { variant: "standalone" },
  argTypes: { variant: { control: "inline-radio", options: newsletterVariants } },
  ...withFakeWebhooks,
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `NewsletterSignup`: sends source "newsletter" and thanks the subscriber. */
export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Email address" });

    await userEvent.type(email, "ada@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));

    await expectAnnouncement(canvasElement, "status", toasts.newsletter.success.description);
    await expect(webhooks.newsletter).toHaveBeenCalledTimes(1);
    await expect(webhooks.newsletter).toHaveBeenCalledWith(
      {
        email: "ada@example.com",
        timestamp: expect.stringMatching(isoInstant),
        source: "newsletter",
      },
      aSubmission,
    );
    await expect(email).toHaveValue("");
  },
};

/** `NewsletterSection`, the home page's: sends source "newsletter-section" and words its thanks differently. */
export const Section: Story = {
  args: { variant: "section" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.type(canvas.getByRole("textbox", { name: "Email address" }), "grace@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));

    await expectAnnouncement(canvasElement, "status", toasts.newsletter.sectionSuccess.description);
    await expect(webhooks.newsletter).toHaveBeenCalledWith(
      {
        email: "grace@example.com",
        timestamp: expect.stringMatching(isoInstant),
        source: "newsletter-section",
      },
      aSubmission,
    );
  },
};

/** An empty email sends nothing and asks for one. */
export const EmptyEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }));

    await expectAnnouncement(canvasElement, "alert", toasts.newsletter.missingEmail.description);
    await expect(canvas.getByRole("textbox", { name: "Email address" })).toHaveFocus();
    await expect(webhooks.newsletter).not.toHaveBeenCalled();
  },
};

/** The webhook cannot be reached: the error toast shows and the email stays. */
export const RequestFails: Story = sendFails(webhooks.newsletter, {
  fill: (canvasElement) =>
    userEvent.type(within(canvasElement).getByRole("textbox", { name: "Email address" }), "ada@example.com"),
  submit: "Subscribe",
  failed: toasts.newsletter.failed.description,
  kept: (canvasElement) =>
    expect(within(canvasElement).getByRole("textbox", { name: "Email address" })).toHaveValue("ada@example.com"),
});
