import type { WebhookClient } from "@grand-river/webhooks";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ContactForm } from "./contact/ContactForm.js";
import { fakeWebhookClient } from "./testing/renderForm.js";
import { useWebhooks, WebhooksProvider } from "./webhooks-context.js";

function Sender({ onClient }: { onClient: (client: WebhookClient) => void }) {
  onClient(useWebhooks());
  return <p>ready</p>;
}

describe("WebhooksProvider and useWebhooks", () => {
  test("hands the forms below it the client it was given", () => {
    const client = fakeWebhookClient();
    const onClient = vi.fn();

    render(
      <WebhooksProvider value={client}>
        <Sender onClient={onClient} />
      </WebhooksProvider>,
    );

    expect(screen.getByText("ready")).toBeVisible();
    expect(onClient).toHaveBeenCalledWith(client);
  });

  test("outside a provider, fails with an error that says how to fix it", () => {
    // React logs the thrown error too; keep the test output to what matters.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});

    expect(() => render(<Sender onClient={() => {}} />)).toThrow(/outside <WebhooksProvider>.*createWebhookClient/);
    quiet.mockRestore();
  });

  test("tells the provider when a visitor reaches a form (focus or typing in it), never on render", async () => {
    const onFormReached = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <WebhooksProvider value={fakeWebhookClient()} onFormReached={onFormReached}>
        <ContactForm />
      </WebhooksProvider>,
    );
    expect(onFormReached).not.toHaveBeenCalled();

    await user.click(screen.getByRole("textbox", { name: "Name" }));
    expect(onFormReached).toHaveBeenCalled();
    const calls = onFormReached.mock.calls.length;
    await user.keyboard("A");
    expect(onFormReached.mock.calls.length).toBeGreaterThan(calls);
  });
});
