import { Toaster, toastStore } from "@grand-river/ui";
import { WEBHOOK_FORMS, WebhookError, type WebhookClient } from "@grand-river/webhooks";
import type { Decorator } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { WebhooksProvider } from "../webhooks-context.js";

type Spy<Call extends WebhookClient[keyof WebhookClient]> = ReturnType<typeof fn<Call>>;

/** A webhook client made of Storybook spies, so a play function can read what was sent. */
export type StoryWebhookClient = { [Form in keyof WebhookClient]: Spy<WebhookClient[Form]> };

/** A fake client for one stories file; `resetStoryWebhooks` readies it before each story. */
function storyWebhookClient(): StoryWebhookClient {
  // One spy per form of the webhooks' table, so a new form has its fake without a line here.
  return Object.fromEntries(
    WEBHOOK_FORMS.map((form) => [form, fn<WebhookClient[typeof form]>()]),
  ) as StoryWebhookClient;
}

/**
 * Every call resolves again, and no toast or form draft is left from the last story. Use as the meta's
 * `beforeEach`; a failure story then sets its own call to reject in its `beforeEach`.
 */
function resetStoryWebhooks(client: StoryWebhookClient): void {
  for (const call of Object.values(client)) {
    call.mockReset();
    call.mockResolvedValue(undefined);
  }
  toastStore.remove();
  sessionStorage.clear();
}

/** Renders the story inside a `WebhooksProvider` with the fake client, next to the `Toaster`. */
function withWebhooks(client: StoryWebhookClient): Decorator {
  return (Story) => (
    <WebhooksProvider value={client}>
      <Story />
      <Toaster />
    </WebhooksProvider>
  );
}

/** The error a webhook call rejects with when the network refuses it. */
function networkFailure(): WebhookError {
  return new WebhookError("network", "https://hooks.example.test/catch");
}

/**
 * What every form's stories share: a fake client (`webhooks`, for the play functions to read) and
 * the meta fields (`withFakeWebhooks`, to spread into the meta) that put it around each story,
 * ready again before each.
 */
export function formStoryMeta() {
  const webhooks = storyWebhookClient();
  const withFakeWebhooks = {
    decorators: [withWebhooks(webhooks)],
    beforeEach: () => resetStoryWebhooks(webhooks),
  };
  return { webhooks, withFakeWebhooks };
}

/** A story's `beforeEach` in which `call` fails as an unreachable webhook does, every time or only `once`. */
export function failing(call: StoryWebhookClient[keyof StoryWebhookClient], { once = false } = {}) {
  return () => {
    if (once) call.mockRejectedValueOnce(networkFailure());
    else call.mockRejectedValue(networkFailure());
  };
}

/** How a story sends its form: `fill` fills it, then the button named `submit` is pressed. */
interface StorySend {
  fill: (canvasElement: HTMLElement) => Promise<void>;
  submit: string;
}

async function fillAndSubmit(canvasElement: HTMLElement, { fill, submit }: StorySend) {
  await fill(canvasElement);
  await userEvent.click(within(canvasElement).getByRole("button", { name: submit }));
}

/**
 * A story whose send fails: `call` rejects as an unreachable webhook does, the form is filled and
 * sent, the failure toast announces `failed`, and `kept` then checks that what was typed is still there.
 */
export function sendFails<Args>(
  call: StoryWebhookClient[keyof StoryWebhookClient],
  send: StorySend & { failed: string; kept: (canvasElement: HTMLElement, args: Args) => Promise<void> },
) {
  return {
    beforeEach: failing(call),
    play: async ({ canvasElement, args }: { canvasElement: HTMLElement; args: Args }) => {
      await fillAndSubmit(canvasElement, send);
      await expectAnnouncement(canvasElement, "alert", send.failed);
      await send.kept(canvasElement, args);
    },
  };
}

/**
 * A story whose send works: the form is filled and sent, the success toast announces `announced`,
 * `call` got `body` once, with a submission id, and `afterwards` checks what the visitor sees next.
 */
export function sendsOnce(
  call: StoryWebhookClient[keyof StoryWebhookClient],
  send: StorySend & {
    announced: string;
    body: Readonly<Record<string, unknown>>;
    afterwards: (canvasElement: HTMLElement) => Promise<void>;
  },
) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await fillAndSubmit(canvasElement, send);
      await expectAnnouncement(canvasElement, "status", send.announced);
      await expect(call).toHaveBeenCalledTimes(1);
      await expect(call).toHaveBeenCalledWith(send.body, aSubmission);
      await send.afterwards(canvasElement);
    },
  };
}

/** A field in a story, by the start of its label (a required field's label goes on past its name). */
export const fieldByLabel = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label.replace(/[()$]/g, "\\$&")}`));

/** A story's `fill` that types each value into the field whose label starts with its key. */
export function fillsIn(values: Readonly<Record<string, string>>) {
  return async (canvasElement: HTMLElement) => {
    for (const [label, value] of Object.entries(values))
      await userEvent.type(fieldByLabel(canvasElement, label), value);
  };
}

/** A `kept` check for `sendFails`: each field, found by the start of its label, still holds its value. */
export function stillHolds(values: Readonly<Record<string, string | number>>) {
  return async (canvasElement: HTMLElement) => {
    for (const [label, value] of Object.entries(values))
      await expect(fieldByLabel(canvasElement, label)).toHaveValue(value);
  };
}

/** The toaster's region inside a story, to find a toast by its words. */
function notifications(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole("region", { name: "Notifications" }));
}

/**
 * Waits until the toaster's live region for `role` (a "status" for most toasts, an "alert" for
 * errors) announces `text`: the region is in the page from the start, and the toast's words arrive in it.
 */
export async function expectAnnouncement(canvasElement: HTMLElement, role: "status" | "alert", text: string) {
  await waitFor(() => expect(notifications(canvasElement).getByRole(role)).toHaveTextContent(text));
}

/** An ISO 8601 instant, such as a submission's timestamp taken from the real clock. */
export const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The second argument of every webhook call a form makes: its submission id, a UUID. */
export const aSubmission = {
  submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
};
