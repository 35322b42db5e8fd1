import type { WebhookClient } from "@grand-river/webhooks";
import { render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
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
});
