import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, test, vi } from "vitest";
import { AdminGate } from "../../admin/AdminGate.js";
import { ContactForm } from "../../contact/ContactForm.js";
import { toasts } from "../../messages.js";
import { NewsletterForm } from "../../newsletter/NewsletterForm.js";
import { PlaybookForm } from "../../playbook/PlaybookForm.js";
import { ReportDetailsForm } from "../../report/ReportDetailsForm.js";
import { FORM_TEST_TIMEOUT } from "../../testing/patience.js";
import { findToast, renderForm } from "../../testing/renderForm.js";
import { WorklogForm } from "../../worklog/WorklogForm.js";
import { HONEYPOT_FIELD } from "./Honeypot.js";

/** The trap, found the way a bot finds it: by name in the markup, not by anything a person perceives. */
const trap = (container: HTMLElement) => container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);

/** What a form-filling bot does: put something in every input, the trap included. */
function fillTrap(container: HTMLElement) {
  fireEvent.change(trap(container)!, { target: { value: "https://spam.example" } });
}

describe("the honeypot on the public forms", { timeout: FORM_TEST_TIMEOUT }, () => {
  const publicForms: { form: string; ui: ReactElement }[] = [
    { form: "newsletter", ui: <NewsletterForm variant="standalone" /> },
    { form: "report", ui: <ReportDetailsForm onSuccess={() => {}} /> },
    { form: "playbook", ui: <PlaybookForm /> },
    { form: "contact", ui: <ContactForm /> },
  ];

  test.each(publicForms)(
    "people never meet the $form form's trap: hidden, out of the tab order, closed to autofill",
    async ({ ui }) => {
      const { container, user } = renderForm(ui);
      const input = trap(container)!;

      expect(input).toHaveAttribute("tabindex", "-1");
      expect(input).toHaveAttribute("autocomplete", "off");
      expect(input.closest("[aria-hidden='true']")).not.toBeNull();
      expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
      // Tabbing through the whole form never lands on it.
      const reached = new Set<Element | null>();
      for (let step = 0; step < 60; step += 1) {
        await user.tab();
        reached.add(document.activeElement);
      }
      expect(reached.has(input)).toBe(false);
    },
  );

  test("the private forms have none", async () => {
    const { container, user } = renderForm(
      <AdminGate codeSha256="a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972">
        <WorklogForm workers={["Alex Rivera"]} />
      </AdminGate>,
    );
    expect(trap(container)).toBeNull();
    await user.type(screen.getByLabelText(/^Password/), "2468");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    await screen.findByRole("heading", { name: "Work Log Entry" });
    expect(trap(container)).toBeNull();
  });

  test("a bot signing up to the newsletter is thanked as a person would be, and nothing is sent", async () => {
    const { container, user, webhooks } = renderForm(<NewsletterForm variant="standalone" />);
    await user.type(screen.getByRole("textbox", { name: "Email address" }), "bot@spam.example");
    fillTrap(container);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    await findToast(toasts.newsletter.success);
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("");
    expect(webhooks.newsletter).not.toHaveBeenCalled();
  });

  test("a bot sending a contact message gets the thank-you panel, even with the form half empty, and nothing is sent", async () => {
    const { container, user, webhooks } = renderForm(<ContactForm />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Buy cheap links");
    fillTrap(container);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await findToast(toasts.contact.success);
    expect(screen.getByRole("button", { name: "Send Another Message" })).toBeVisible();
    expect(webhooks.contact).not.toHaveBeenCalled();
  });

  test("a bot filling the report details is shown the thank-you view, and nothing is sent", async () => {
    const onSuccess = vi.fn();
    const { container, user, webhooks } = renderForm(<ReportDetailsForm onSuccess={onSuccess} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Spam Bot");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "bot@spam.example");
    fillTrap(container);
    await user.click(screen.getByRole("button", { name: "Submit Details" }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(webhooks.report).not.toHaveBeenCalled();
  });

  test("a bot signing up to the Playbook gets the success toast, and nothing is sent", async () => {
    const { container, user, webhooks } = renderForm(<PlaybookForm />);
    await user.type(screen.getByRole("textbox", { name: "Full name" }), "Spam Bot");
    fillTrap(container);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    await findToast(toasts.playbook.success);
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveValue("");
    expect(webhooks.playbook).not.toHaveBeenCalled();
  });
});
