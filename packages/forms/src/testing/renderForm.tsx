import { Toaster } from "@grand-river/ui";
import { WEBHOOK_FORMS, WebhookError, type WebhookClient } from "@grand-river/webhooks";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { expect, vi, type Mock } from "vitest";
import type { FormToast } from "../messages.js";
import { WebhooksProvider } from "../webhooks-context.js";
import "./patience.js";

/** A webhook client whose every call is a spy that resolves, as a sent request does. */
export type FakeWebhookClient = { [Form in keyof WebhookClient]: Mock<WebhookClient[Form]> };

/** A fresh fake client; give a call `mockRejectedValue(networkFailure())` or `mockReturnValue(pending)` to vary it. */
export function fakeWebhookClient(): FakeWebhookClient {
  // One spy per form of the webhooks' table, so a new form has its fake without a line here.
  return Object.fromEntries(
    WEBHOOK_FORMS.map((form) => [form, vi.fn<WebhookClient[typeof form]>().mockResolvedValue(undefined)]),
  ) as FakeWebhookClient;
}

/** The error a webhook call rejects with when the network refuses it. */
export function networkFailure(): WebhookError {
  return new WebhookError("network", "https://hooks.example.test/catch", { cause: new TypeError("Failed to fetch") });
}

/** A promise the test settles by hand, to hold a request open while it looks at the busy form. */
export function pendingRequest() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  // Resolved inside act, so the form's follow-up (toast, reset) lands before the test looks again.
  return { promise, resolve: () => act(async () => resolve()) };
}

/** Renders a form as the site does: inside a `WebhooksProvider` (with a fake client) and next to the `Toaster`. */
export function renderForm(ui: ReactElement, webhooks: FakeWebhookClient = fakeWebhookClient()) {
  // No pause between keystrokes: the forms do not debounce, and the two shared cores are slow enough.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <WebhooksProvider value={webhooks}>
      {ui}
      <Toaster />
    </WebhooksProvider>,
  );
  return { user, webhooks, ...view };
}

/** The toaster's region, to find a toast by its words. */
function notifications() {
  return within(screen.getByRole("region", { name: "Notifications" }));
}

/**
 * Waits for a toast with this title and description, and checks its look the way a screen reader
 * meets it: errors (destructive) interrupt as an alert, the rest wait as a status.
 */
export async function findToast({ title, description, variant }: FormToast) {
  const role = variant === "destructive" ? "alert" : "status";
  return notifications().findByRole(role, {
    name: (_, element) => element.textContent === `${title}${description}`,
  });
}

/** The second argument of every webhook call a form makes: a submission id (a UUID). */
export const aSubmission = {
  submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
};
