import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact/ContactForm.js";
import { draftKey } from "./drafts/draftStorage.js";
import { AWAITS_SCRIPT_ATTRIBUTE } from "./fields/awaitsScript.js";
import { PlaybookForm } from "./playbook/PlaybookForm.js";
import { WorklogForm } from "./worklog/WorklogForm.js";
import { fakeWebhookClient, type FakeWebhookClient } from "./testing/renderForm.js";
import { WebhooksProvider } from "./webhooks-context.js";

/**
 * A form as a prerendered page has it: its server HTML in the document, with no code behind it
 * until `wake()` hydrates it, as a page's island does.
 */
function prerendered(form: ReactElement, webhooks: FakeWebhookClient = fakeWebhookClient()) {
  const tree = <WebhooksProvider value={webhooks}>{form}</WebhooksProvider>;
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  let root: Root | undefined;
  return {
    webhooks,
    wake: () =>
      act(async () => {
        root = hydrateRoot(container, tree);
      }),
    unmount: () => act(() => root?.unmount()),
  };
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

/** Typing before any script runs: the browser changes the field and fires events nobody hears yet. */
function typeEarly(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

let cleanup: (() => Promise<void> | void) | undefined;
afterEach(async () => {
  await cleanup?.();
  document.body.innerHTML = "";
});

describe("a prerendered form before and after its code runs", () => {
  it("holds its submit button disabled, marked for a page runtime, until it has hydrated", async () => {
    const form = prerendered(<ContactForm />);
    cleanup = form.unmount;
    const send = screen.getByRole("button", { name: "Send Message" });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute(AWAITS_SCRIPT_ATTRIBUTE);

    await form.wake();

    await waitFor(() => expect(send).toBeEnabled());
    expect(send).not.toHaveAttribute(AWAITS_SCRIPT_ATTRIBUTE);
  });

  it("hydrates without a mismatch when a page runtime enabled its submit button early", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const form = prerendered(<ContactForm />);
    cleanup = form.unmount;
    const send = screen.getByRole("button", { name: "Send Message" });
    // What the site's islands runtime does: it holds early submits itself, so the button may work.
    send.removeAttribute("disabled");

    await form.wake();

    await waitFor(() => expect(send).not.toHaveAttribute(AWAITS_SCRIPT_ATTRIBUTE));
    expect(send).toBeEnabled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("keeps and sends what the visitor typed before it hydrated", async () => {
    const user = userEvent.setup();
    const form = prerendered(<ContactForm />);
    cleanup = form.unmount;
    typeEarly(textbox("Name"), "Ada Lovelace");
    typeEarly(textbox("Email"), "ada@example.com");
    typeEarly(textbox("Message"), "Typed before the page woke");

    await form.wake();
    await user.click(await screen.findByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(form.webhooks.contact).toHaveBeenCalledTimes(1));
    expect(form.webhooks.contact.mock.calls[0]?.[0]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Typed before the page woke",
    });
  });

  it("keeps early choices too: a radio, checkboxes and the slider", async () => {
    const user = userEvent.setup();
    const form = prerendered(<PlaybookForm />);
    cleanup = form.unmount;
    screen.getByRole<HTMLInputElement>("radio", { name: "11-50" }).checked = true;
    screen.getByRole<HTMLInputElement>("checkbox", { name: "Slack" }).checked = true;
    screen.getByRole<HTMLInputElement>("checkbox", { name: "Gmail" }).checked = true;
    screen.getByRole<HTMLInputElement>("slider").value = "5";
    typeEarly(textbox("Full name"), "Grace Hopper");
    typeEarly(textbox("Business name"), "Cobol Consulting");
    typeEarly(textbox("Industry or niche"), "Software");
    typeEarly(textbox("Email"), "grace@example.com");

    await form.wake();
    await user.click(await screen.findByRole("button", { name: "Sign Up" }));

    await waitFor(() => expect(form.webhooks.playbook).toHaveBeenCalledTimes(1));
    expect(form.webhooks.playbook.mock.calls[0]?.[0]).toMatchObject({
      fullName: "Grace Hopper",
      teamSize: "medium",
      apps: ["gmail", "slack"],
      aiFamiliarity: 5,
    });
  });

  it("keeps early numbers and a choice from a list", async () => {
    const user = userEvent.setup();
    const form = prerendered(<WorklogForm workers={["Alex Rivera", "Jordan Lee"]} />);
    cleanup = form.unmount;
    screen.getByRole<HTMLSelectElement>("combobox", { name: "Worker" }).value = "Jordan Lee";
    screen.getByRole<HTMLInputElement>("spinbutton", { name: "Break (minutes)" }).value = "30";
    screen.getByRole<HTMLInputElement>("spinbutton", { name: "Hourly rate ($)" }).value = "25.50";
    typeEarly(textbox("Client name"), "Acme Storage");
    typeEarly(textbox("Work description"), "Typed before the page woke");

    await form.wake();
    await user.click(await screen.findByRole("button", { name: "Submit Work Log" }));

    await waitFor(() => expect(form.webhooks.worklog).toHaveBeenCalledTimes(1));
    expect(form.webhooks.worklog.mock.calls[0]?.[0]).toMatchObject({
      clientName: "Acme Storage",
      worker: "Jordan Lee",
      breakTime: 30,
      hourlyRate: 25.5,
      workDescription: "Typed before the page woke",
    });
  });

  it("puts a saved draft back where nothing was typed, and leaves what was typed alone", async () => {
    sessionStorage.setItem(
      draftKey("contact"),
      JSON.stringify({ version: 1, values: { name: "From the draft", message: "Draft message" } }),
    );
    const form = prerendered(<ContactForm />);
    cleanup = form.unmount;
    typeEarly(textbox("Name"), "Typed just now");

    await form.wake();

    await waitFor(() => expect(textbox("Message")).toHaveValue("Draft message"));
    expect(textbox("Name")).toHaveValue("Typed just now");
  });
});
