import { fireEvent, screen, within } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, test, vi } from "vitest";
import { draftKey } from "../drafts/draftStorage.js";
import { useSchemaDraft } from "../drafts/useSchemaDraft.js";
import { HONEYPOT_FIELD } from "../fields/Honeypot/Honeypot.js";
import { TextAreaInput } from "../fields/TextAreaInput/TextAreaInput.js";
import { TextInput } from "../fields/TextInput/TextInput.js";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import {
  aSubmission,
  fakeWebhookClient,
  findToast,
  networkFailure,
  pendingRequest,
  renderForm,
} from "../testing/renderForm.js";
import { useWebhookForm } from "./useWebhookForm.js";
import { WebhookFormElement } from "./WebhookFormElement.js";

// A sixth form, built as CONTRIBUTING's "add a form" says: its words, schema, fields and payload,
// and the hook for everything else. It posts to the contact webhook, the one whose body it fits.
const questionMessages = {
  formLabel: "Quick question",
  submit: "Ask",
  busy: "Asking...",
  errors: { required: "Please fill this in.", invalidEmail: "That is no email address." },
  toasts: {
    missing: { title: "Missing", description: "Fill in the marked fields." },
    failed: { title: "Error", description: "Not sent. Please try again." },
    sent: { title: "Thanks", description: "We will answer soon." },
  },
};
type QuestionMessages = typeof questionMessages;

const questionSchema = ({ errors }: QuestionMessages) =>
  v.object({
    email: v.optional(v.pipe(v.string(), v.nonEmpty(errors.required), v.email(errors.invalidEmail)), ""),
    question: v.optional(v.pipe(v.string(), v.nonEmpty(errors.required)), ""),
  });

function QuestionForm({ onSent }: { onSent?: () => void }) {
  const messages = questionMessages;
  const question = useWebhookForm({
    webhook: "contact",
    name: "question",
    schema: questionSchema,
    draft: useSchemaDraft,
    messages,
    payload: (values, now) => ({
      name: "Quick question",
      email: values.email,
      phone: "",
      message: values.question,
      timestamp: now.toISOString(),
    }),
    toasts: {
      failed: messages.toasts.failed,
      sent: messages.toasts.sent,
      missing: { toast: messages.toasts.missing, message: messages.errors.required },
    },
    ...(onSent ? { onSent } : {}),
  });
  return (
    <WebhookFormElement of={question} words={messages} gap="md">
      <TextInput of={question.form} name="email" type="email" label="Email" required />
      <TextAreaInput of={question.form} name="question" label="Question" required />
    </WebhookFormElement>
  );
}

const textbox = (name: string) => screen.getByRole("textbox", { name });
const { toasts } = questionMessages;
const notifications = () => screen.getByRole("region", { name: "Notifications" });

async function ask(user: ReturnType<typeof renderForm>["user"]) {
  await user.type(textbox("Email"), "ada@example.com");
  await user.type(textbox("Question"), "Can you read invoices?");
  await user.click(screen.getByRole("button", { name: "Ask" }));
}

describe("a form built with useWebhookForm alone", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("posts its payload with a submission id, thanks the visitor, empties itself and says it was sent", async () => {
    const onSent = vi.fn();
    const { user, webhooks } = renderForm(<QuestionForm onSent={onSent} />);

    await ask(user);

    await findToast({ ...toasts.sent, variant: "success" });
    expect(webhooks.contact).toHaveBeenCalledExactlyOnceWith(
      {
        name: "Quick question",
        email: "ada@example.com",
        phone: "",
        message: "Can you read invoices?",
        timestamp: expect.any(String),
      },
      aSubmission,
    );
    expect(textbox("Email")).toHaveValue("");
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  test("is busy while the request is out, in its own words, and a second press sends nothing", async () => {
    const request = pendingRequest();
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockReturnValue(request.promise);
    const { user } = renderForm(<QuestionForm />, webhooks);

    await ask(user);
    const busy = await screen.findByRole("button", { name: "Asking..." });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.dblClick(busy);
    expect(webhooks.contact).toHaveBeenCalledTimes(1);

    await request.resolve();
    expect(screen.getByRole("button", { name: "Ask" })).not.toHaveAttribute("aria-disabled");
  });

  test("a failed send keeps what was typed and raises its failure toast", async () => {
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockRejectedValue(networkFailure());
    const { user } = renderForm(<QuestionForm />, webhooks);

    await ask(user);

    await findToast({ ...toasts.failed, variant: "destructive" });
    expect(textbox("Email")).toHaveValue("ada@example.com");
    expect(textbox("Question")).toHaveValue("Can you read invoices?");
  });

  test("a malformed field shows its message and raises no toast; an empty one raises the missing-fields toast", async () => {
    const { user, webhooks } = renderForm(<QuestionForm />);

    await user.type(textbox("Email"), "ada");
    await user.type(textbox("Question"), "Hello?");
    await user.click(screen.getByRole("button", { name: "Ask" }));
    expect(await screen.findByText("That is no email address.")).toBeVisible();
    expect(textbox("Email")).toHaveFocus();
    // Rendered in the same pass as the message: a toast raised by this submit would be here now.
    expect(within(notifications()).queryAllByRole("listitem")).toHaveLength(0);

    await user.clear(textbox("Email"));
    await user.click(screen.getByRole("button", { name: "Ask" }));
    await findToast({ ...toasts.missing, variant: "destructive" });
    expect(webhooks.contact).not.toHaveBeenCalled();
  });

  test("keeps a draft under its name, and a bot that fills the trap is thanked with nothing sent", async () => {
    const { user, webhooks, container } = renderForm(<QuestionForm />);

    expect(screen.getByRole("form", { name: "Quick question" })).toHaveAttribute("data-draft", "question");
    await user.type(textbox("Question"), "Half a thought");
    await vi.waitFor(() => expect(sessionStorage.getItem(draftKey("question"))).toContain("Half a thought"));

    fireEvent.change(container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!, { target: { value: "spam" } });
    await user.click(screen.getByRole("button", { name: "Ask" }));
    await findToast({ ...toasts.sent, variant: "success" });
    expect(webhooks.contact).not.toHaveBeenCalled();
  });
});
