import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { toasts } from "../messages.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, pendingRequest, renderForm, aSubmission } from "../testing/renderForm.js";
import { visibleInputs } from "../testing/visibleInputs.js";
import { ContactForm } from "./ContactForm.js";

type User = ReturnType<typeof renderForm>["user"];

const textbox = (name: string) => screen.getByRole("textbox", { name });
const send = () => screen.getByRole("button", { name: /Send Message|Sending/ });

async function fillMessage(user: User, { phone = "" } = {}) {
  await user.type(textbox("Name"), "Katherine Johnson");
  await user.type(textbox("Email"), "kj@example.com");
  if (phone) await user.type(textbox("Phone"), phone);
  await user.type(textbox("Message"), "Hi!{Enter}Call me.");
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-03-10T14:05:00.000Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ContactForm", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("sends the message with the time, thanks the visitor, and replaces the form with a thank-you panel", async () => {
    const { user, webhooks } = renderForm(<ContactForm />);

    await fillMessage(user, { phone: "(616) 555-0100" });
    await user.click(send());

    await findToast({
      title: "Thank you for reaching out!",
      description: "We've received your message and will get back to you soon.",
      variant: "success",
    });
    expect(webhooks.contact).toHaveBeenCalledTimes(1);
    expect(webhooks.contact).toHaveBeenCalledWith(
      {
        name: "Katherine Johnson",
        email: "kj@example.com",
        phone: "(616) 555-0100",
        message: "Hi!\nCall me.",
        timestamp: "2025-03-10T14:05:00.000Z",
      },
      aSubmission,
    );
    expect(screen.getByRole("heading", { name: "Message sent" })).toHaveFocus();
    const panel = screen.getByRole("region", { name: "Message sent" });
    expect(within(panel).getByText("We've received your message and will get back to you soon.")).toBeVisible();
    expect(screen.queryByRole("form", { name: "Contact message" })).toBeNull();
  });

  test("“Send Another Message” brings back an empty form, ready to type in", async () => {
    const { user, webhooks } = renderForm(<ContactForm />);

    await fillMessage(user, { phone: "(616) 555-0100" });
    await user.click(send());
    await user.click(await screen.findByRole("button", { name: "Send Another Message" }));

    for (const name of ["Name", "Email", "Phone", "Message"]) expect(textbox(name)).toHaveValue("");
    expect(textbox("Name")).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Message sent" })).toBeNull();

    // The fresh form sends again, without the last message's phone number.
    await fillMessage(user);
    await user.click(send());
    await waitFor(() => expect(webhooks.contact).toHaveBeenCalledTimes(2));
    expect(webhooks.contact).toHaveBeenLastCalledWith(expect.objectContaining({ phone: "" }), aSubmission);
  });

  test("takes the thank-you panel's words from its props", async () => {
    const { user } = renderForm(
      <ContactForm
        thankYou={{ heading: "Thanks!", message: "We'll reply within one business day.", againLabel: "Write again" }}
      />,
    );

    await fillMessage(user);
    await user.click(send());

    expect(await screen.findByRole("heading", { name: "Thanks!" })).toBeVisible();
    expect(screen.getByText("We'll reply within one business day.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Write again" })).toBeVisible();
  });

  test("gives each input the spec's field name and type, with phone the only optional one", () => {
    renderForm(<ContactForm />);

    expect(visibleInputs().map((input) => input.getAttribute("name"))).toEqual(["name", "email", "phone", "message"]);
    expect(textbox("Email")).toHaveAttribute("type", "email");
    expect(textbox("Phone")).toHaveAttribute("type", "tel");
    expect(textbox("Name")).toBeRequired();
    expect(textbox("Email")).toBeRequired();
    expect(textbox("Message")).toBeRequired();
    expect(textbox("Phone")).not.toBeRequired();
  });

  test.each([{ missing: "Name" }, { missing: "Email" }, { missing: "Message" }])(
    "with the $missing missing, sends nothing, shows the error toast and focuses it",
    async ({ missing }) => {
      const { user, webhooks } = renderForm(<ContactForm />);

      await fillMessage(user);
      await user.clear(textbox(missing));
      await user.click(send());

      await findToast({ title: "Error", description: "Please fill in all required fields", variant: "destructive" });
      expect(textbox(missing)).toHaveFocus();
      expect(textbox(missing)).toHaveAccessibleDescription("Please fill in all required fields");
      expect(webhooks.contact).not.toHaveBeenCalled();
    },
  );

  test("an empty form marks all three required fields and focuses the name", async () => {
    const { user, webhooks } = renderForm(<ContactForm />);

    await user.click(send());

    await findToast(toasts.contact.missingFields);
    for (const name of ["Name", "Email", "Message"]) expect(textbox(name)).toHaveAttribute("aria-invalid", "true");
    expect(textbox("Phone")).not.toHaveAttribute("aria-invalid");
    expect(textbox("Name")).toHaveFocus();
    expect(webhooks.contact).not.toHaveBeenCalled();
  });

  test("while the request is out, the button reads “Sending...” and is disabled", async () => {
    const request = pendingRequest();
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockReturnValue(request.promise);
    const { user } = renderForm(<ContactForm />, webhooks);

    await fillMessage(user);
    await user.click(send());

    expect(await screen.findByRole("button", { name: "Sending..." })).toHaveAttribute("aria-disabled", "true");
    await user.click(send());
    expect(webhooks.contact).toHaveBeenCalledTimes(1);

    await request.resolve();
    expect(screen.getByRole("button", { name: "Send Another Message" })).toBeVisible();
  });
});
