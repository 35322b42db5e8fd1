import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AdminGate } from "../admin/AdminGate.js";
import { ContactForm } from "../contact/ContactForm.js";
import { toasts } from "../messages.js";
import { PlaybookForm } from "../playbook/PlaybookForm.js";
import { ReportDetailsForm } from "../report/ReportDetailsForm.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, networkFailure, renderForm, aSubmission } from "../testing/renderForm.js";
import { everythingStored } from "../testing/storage.js";
import { WorklogForm } from "../worklog/WorklogForm.js";
import { draftKey } from "./draftStorage.js";

const textbox = (name: string) => screen.getByRole("textbox", { name });
const savedDraft = (form: string) => sessionStorage.getItem(draftKey(form));

// `printf 2468 | sha256sum`
const code2468 = "a1fb4e703a9ef1fa4936801721ff285a97ac85330856674412e054892afe6972";

describe("drafts of the four long forms", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("the contact form gets its unsent message back after a reload, and forgets it once sent", async () => {
    const first = renderForm(<ContactForm />);
    await first.user.type(textbox("Name"), "Katherine Johnson");
    await first.user.type(textbox("Message"), "Hi!{Enter}Call me.");
    first.unmount();

    const { user, webhooks } = renderForm(<ContactForm />);
    await waitFor(() => expect(textbox("Message")).toHaveValue("Hi!\nCall me."));
    expect(textbox("Name")).toHaveValue("Katherine Johnson");
    await user.type(textbox("Email"), "kj@example.com");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await findToast(toasts.contact.success);
    expect(webhooks.contact).toHaveBeenCalledTimes(1);
    expect(savedDraft("contact")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(textbox("Name")).toHaveValue("");
    expect(textbox("Message")).toHaveValue("");
  });

  test("a contact message that failed to send is still there after a reload", async () => {
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockRejectedValue(networkFailure());
    const first = renderForm(<ContactForm />, webhooks);
    await first.user.type(textbox("Name"), "Katherine Johnson");
    await first.user.type(textbox("Email"), "kj@example.com");
    await first.user.type(textbox("Message"), "Are you there?");
    await first.user.click(screen.getByRole("button", { name: "Send Message" }));
    await findToast(toasts.contact.failed);
    first.unmount();

    renderForm(<ContactForm />);

    await waitFor(() => expect(textbox("Message")).toHaveValue("Are you there?"));
    expect(textbox("Email")).toHaveValue("kj@example.com");
  });

  test("the report details come back, switch included, and are forgotten once sent", async () => {
    const first = renderForm(<ReportDetailsForm onSuccess={() => {}} />);
    await first.user.type(textbox("Name"), "Mary Jackson");
    await first.user.type(textbox("Biggest challenges"), "Quotes take a day");
    await first.user.click(screen.getByRole("switch", { name: "Also send me the AI newsletter" }));
    first.unmount();

    const { user, webhooks } = renderForm(<ReportDetailsForm onSuccess={() => {}} />);
    await waitFor(() => expect(textbox("Name")).toHaveValue("Mary Jackson"));
    expect(textbox("Biggest challenges")).toHaveValue("Quotes take a day");
    expect(screen.getByRole("switch", { name: "Also send me the AI newsletter" })).not.toBeChecked();
    await user.type(textbox("Email"), "mary@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Details" }));

    await waitFor(() => expect(webhooks.report).toHaveBeenCalledTimes(1));
    expect(webhooks.report).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Mary Jackson", newsletter: false }),
      aSubmission,
    );
    expect(savedDraft("report")).toBeNull();
  });

  test("the Playbook sign-up gets its choices back, but never a choice the form does not offer", async () => {
    sessionStorage.setItem(
      draftKey("playbook"),
      JSON.stringify({
        version: 1,
        values: { fullName: "Grace Hopper", teamSize: "huge", apps: ["gmail", "evil"], aiFamiliarity: 9 },
      }),
    );
    const first = renderForm(<PlaybookForm />);
    await waitFor(() => expect(textbox("Full name")).toHaveValue("Grace Hopper"));
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Gmail" })).not.toBeChecked();
    expect(screen.getByRole("slider", { name: "How familiar are you with AI tools?" })).toHaveValue("3");

    await first.user.click(screen.getByRole("radio", { name: "11-50" }));
    await first.user.click(screen.getByRole("checkbox", { name: "Slack" }));
    await first.user.click(screen.getByRole("checkbox", { name: "Gmail" }));
    first.unmount();
    renderForm(<PlaybookForm />);

    await waitFor(() => expect(screen.getByRole("radio", { name: "11-50" })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Slack" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Gmail" })).toBeChecked();
    expect(textbox("Full name")).toHaveValue("Grace Hopper");
  });

  test("the work log's draft comes back only once the gate is opened again, and the password is never kept", async () => {
    const worklog = (
      <AdminGate codeSha256={code2468}>
        <WorklogForm workers={["Alex Rivera", "Jordan Lee"]} />
      </AdminGate>
    );
    const first = renderForm(worklog);
    await first.user.type(screen.getByLabelText(/^Password/), "2468");
    await first.user.click(screen.getByRole("button", { name: "Unlock" }));
    await first.user.type(await screen.findByRole("textbox", { name: "Client name" }), "Acme Storage");
    first.unmount();

    const { user } = renderForm(worklog);
    expect(screen.queryByRole("textbox", { name: "Client name" })).toBeNull();
    expect(everythingStored()).toContain("Acme Storage");
    expect(everythingStored()).not.toContain("2468");
    await user.type(screen.getByLabelText(/^Password/), "2468");
    await user.click(screen.getByRole("button", { name: "Unlock" }));

    await waitFor(() => expect(screen.getByRole("textbox", { name: "Client name" })).toHaveValue("Acme Storage"));
  });
});
