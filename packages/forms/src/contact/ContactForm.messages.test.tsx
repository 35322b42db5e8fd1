import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { FORM_TEST_TIMEOUT } from "../testing/patience.js";
import { fakeWebhookClient, findToast, networkFailure, pendingRequest, renderForm } from "../testing/renderForm.js";
import { contactMessagesEs as es } from "../testing/spanish.js";
import { shownAndAnnounced, wordsOf } from "../testing/words.js";
import { WebhooksProvider } from "../webhooks-context.js";
import { mergeMessages } from "../words/mergeMessages.js";
import { ContactForm } from "./ContactForm.js";
import { contactMessages } from "./messages.js";

const textbox = (name: string) => screen.getByRole("textbox", { name });
const button = (name: string) => screen.getByRole("button", { name });

/** No word of the English defaults anywhere a visitor could see or hear it. */
function expectNoEnglish() {
  const page = shownAndAnnounced(document.body);
  for (const word of wordsOf(contactMessages)) {
    expect(
      page.filter((text) => text.includes(word)),
      `“${word}” is on the page`,
    ).toEqual([]);
  }
}

describe("ContactForm given other messages", { timeout: FORM_TEST_TIMEOUT }, () => {
  test("shows and announces only those: labels, hint, errors, toasts, busy label and thank-you panel", async () => {
    const webhooks = fakeWebhookClient();
    webhooks.contact.mockRejectedValueOnce(networkFailure());
    const { user } = renderForm(<ContactForm messages={es} />, webhooks);

    expect(screen.getByRole("form", { name: es.formLabel })).toBeVisible();
    expect(textbox(es.fields.phone.label)).toHaveAccessibleDescription(es.fields.phone.hint);
    expectNoEnglish();

    // Nothing typed: each required field says so, and the missing-fields toast is raised.
    await user.click(button(es.submit));
    await findToast({ ...es.toasts.missingFields, variant: "destructive" });
    for (const label of [es.fields.name.label, es.fields.email.label, es.fields.message.label]) {
      expect(textbox(label)).toHaveAccessibleDescription(es.errors.required);
    }
    expectNoEnglish();

    // A name over its limit and a malformed address each say what is wrong, in the form's words.
    await user.click(textbox(es.fields.name.label));
    await user.paste("a".repeat(201));
    await user.type(textbox(es.fields.email.label), "ana arroba example.com");
    expect(textbox(es.fields.name.label)).toHaveAccessibleDescription("Escribe como máximo 200 caracteres.");
    expect(textbox(es.fields.email.label)).toHaveAccessibleDescription(es.errors.invalidEmail);
    expectNoEnglish();

    // The first send fails: the error toast, and everything typed stays.
    await user.clear(textbox(es.fields.name.label));
    await user.type(textbox(es.fields.name.label), "Ana García");
    await user.clear(textbox(es.fields.email.label));
    await user.type(textbox(es.fields.email.label), "ana@example.com");
    await user.type(textbox(es.fields.message.label), "¿Podéis automatizar nuestras facturas?");
    await user.click(button(es.submit));
    await findToast({ ...es.toasts.failed, variant: "destructive" });
    expect(textbox(es.fields.name.label)).toHaveValue("Ana García");
    expectNoEnglish();

    // The second is held open: the button reads the busy words; then the thanks and the panel. The
    // button gives up its busy words in a render of its own after the failure's toast (a loaded CI
    // machine ran between the two), so this waits for it.
    const request = pendingRequest();
    webhooks.contact.mockReturnValueOnce(request.promise);
    await user.click(await screen.findByRole("button", { name: es.submit }));
    expect(await screen.findByRole("button", { name: es.busy })).toHaveAttribute("aria-disabled", "true");
    expectNoEnglish();
    await request.resolve();
    await findToast({ ...es.toasts.success, variant: "success" });
    expect(screen.getByRole("heading", { name: es.thankYou.heading })).toHaveFocus();
    expect(screen.getByText(es.thankYou.message)).toBeVisible();
    expect(button(es.thankYou.againLabel)).toBeVisible();
    expectNoEnglish();
  });

  test("given a few words laid over the English (mergeMessages), says those and the English for the rest", async () => {
    const reworded = mergeMessages(contactMessages, { submit: "Enviar", fields: { phone: { hint: "Opcional." } } });
    const { user } = renderForm(<ContactForm messages={reworded} />);

    expect(textbox("Phone")).toHaveAccessibleDescription("Opcional.");
    await user.click(button("Enviar"));

    expect(textbox("Name")).toHaveAccessibleDescription(contactMessages.errors.required);
    await findToast({ ...contactMessages.toasts.missingFields, variant: "destructive" });
  });

  test("given new messages while open, relabels the form and checks in the new words from then on", async () => {
    const { user, rerender, webhooks } = renderForm(<ContactForm />);
    await user.click(button("Send Message"));
    expect(textbox("Name")).toHaveAccessibleDescription(contactMessages.errors.required);

    rerender(
      <WebhooksProvider value={webhooks}>
        <ContactForm messages={es} />
      </WebhooksProvider>,
    );
    await user.type(textbox(es.fields.name.label), "A");
    await user.clear(textbox(es.fields.name.label));

    expect(textbox(es.fields.name.label)).toHaveAccessibleDescription(es.errors.required);
    expect(button(es.submit)).toBeVisible();
  });
});
