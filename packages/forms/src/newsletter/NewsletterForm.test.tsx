import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { toasts } from "../messages.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, pendingRequest, renderForm, aSubmission } from "../testing/renderForm.js";
import { NewsletterForm, NewsletterSection, NewsletterSignup } from "./NewsletterForm.js";

const email = () => screen.getByRole("textbox", { name: /Email address/ });
const subscribe = () => screen.getByRole("button", { name: "Subscribe" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-10T14:05:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("NewsletterForm", { timeout: FORM_TEST_TIMEOUT }, () => {
  test.each([
    {
      form: "the standalone sign-up",
      ui: <NewsletterSignup />,
      source: "newsletter",
      success: toasts.newsletter.success,
    },
    {
      form: "the home page section",
      ui: <NewsletterSection />,
      source: "newsletter-section",
      success: toasts.newsletter.sectionSuccess,
    },
  ])(
    "$form sends the email, the time and source “$source”, thanks the visitor and clears the field",
    async ({ ui, source, success }) => {
      const { user, webhooks } = renderForm(ui);

      await user.type(email(), " ada@example.com ");
      await user.click(subscribe());

      await findToast(success);
      expect(webhooks.newsletter).toHaveBeenCalledTimes(1);
      expect(webhooks.newsletter).toHaveBeenCalledWith(
        {
          email: "ada@example.com",
          timestamp: "2025-03-10T14:05:00.000Z",
          source,
        },
        aSubmission,
      );
      expect(email()).toHaveValue("");
    },
  );

  test("names its input “email” and makes it an email field the browser can fill", () => {
    renderForm(<NewsletterForm variant="standalone" />);

    expect(email()).toHaveAttribute("name", "email");
    expect(email()).toHaveAttribute("type", "email");
    expect(email()).toHaveAttribute("autocomplete", "email");
    expect(email()).toBeRequired();
  });

  test("with the email empty, sends nothing and says to enter it", async () => {
    const { user, webhooks } = renderForm(<NewsletterForm variant="standalone" />);

    await user.click(subscribe());

    await findToast({ title: "Error", description: "Please enter your email address", variant: "destructive" });
    expect(email()).toHaveAccessibleDescription("Please enter your email address");
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveFocus();
    expect(webhooks.newsletter).not.toHaveBeenCalled();
  });

  test("with a malformed email, sends nothing and explains under the field", async () => {
    const { user, webhooks } = renderForm(<NewsletterForm variant="section" />);

    await user.type(email(), "ada@example");
    await user.click(subscribe());

    expect(await screen.findByText("Please enter a valid email address.")).toBeVisible();
    expect(email()).toHaveFocus();
    expect(webhooks.newsletter).not.toHaveBeenCalled();
  });

  test("while the request is out, the button is disabled and pressing it or Enter again sends nothing", async () => {
    const request = pendingRequest();
    const webhooks = fakeWebhookClient();
    webhooks.newsletter.mockReturnValue(request.promise);
    const { user } = renderForm(<NewsletterForm variant="standalone" />, webhooks);

    await user.type(email(), "ada@example.com");
    await user.click(subscribe());

    // Submission validates asynchronously first, so the busy state arrives a tick after the click.
    await waitFor(() => expect(subscribe()).toHaveAttribute("aria-disabled", "true"));
    await user.click(subscribe());
    await user.type(email(), "{Enter}");
    expect(webhooks.newsletter).toHaveBeenCalledTimes(1);

    await request.resolve();
    await waitFor(() => expect(subscribe()).not.toHaveAttribute("aria-disabled"));
  });
});
