import { expect, test, type Locator, type Page } from "@playwright/test";
import type { WebhookForm } from "@grand-river/webhooks";
import { busyLabels, toasts } from "@grand-river/forms/data";
import { countPosts, webhookOf } from "../inbox";
import {
  expectNothingArrived,
  expectOneArrival,
  expectSentAsPlainText,
  expectTimestampSince,
  expectToast,
  type Body,
} from "./form-helpers";

/** A form's element and its submit button, as every form's fields start. */
export interface FormUnderTest {
  form: Locator;
  submit: Locator;
}

/**
 * What a spec says once about its form, so every test of it starts the same way: the webhook it
 * posts to, its accessible name and submit label, its fields inside it, values only one test sends,
 * how a visitor fills them in, and which of the shared inbox's submissions are that test's.
 */
export interface FormJourney<Fields, Values> {
  webhook: WebhookForm;
  name: string;
  submitLabel: string;
  fields: (form: Locator, page: Page) => Fields;
  values: () => Values;
  fill: (fields: Fields & FormUnderTest, values: Values, page: Page) => Promise<void>;
  mine: (values: Values) => (body: Body) => boolean;
}

/** The journey's form on `page`, its fields and submit button found as a visitor finds them. */
function formOf<Fields, Values>(page: Page, journey: FormJourney<Fields, Values>): Fields & FormUnderTest {
  const form = page.getByRole("form", { name: journey.name });
  const submit = form.getByRole("button", { name: journey.submitLabel, exact: true });
  return { ...journey.fields(form, page), form, submit };
}

/** A webhook whose requests wait until the test lets them through. */
export interface HeldWebhook {
  /** Resolves when the first request reaches the webhook. */
  reached: Promise<void>;
  /** Lets every held request, and any later one, through to the inbox. */
  release: () => void;
}

/** Holds each post to the form's webhook until `release()`, so the test can look at the busy form. */
export async function holdWebhook(page: Page, form: WebhookForm): Promise<HeldWebhook> {
  let reached!: () => void;
  let release!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(webhookOf(form), async (route) => {
    reached();
    await released;
    await route.continue();
  });
  return { reached: reachedPromise, release };
}

/**
 * What each test of a form is handed as `form`: its fields, values no other test sends, and what a
 * test does with them, each as the journey says.
 */
export class FormOnPage<Fields, Values> {
  readonly page: Page;
  readonly journey: FormJourney<Fields, Values>;
  readonly fields: Fields & FormUnderTest;
  readonly values: Values;
  /** How many posts the page sent to the form's webhook since the test began, reached or not. */
  readonly posts: () => number;

  constructor(page: Page, journey: FormJourney<Fields, Values>) {
    this.page = page;
    this.journey = journey;
    this.fields = formOf(page, journey);
    this.values = journey.values();
    this.posts = countPosts(page, journey.webhook);
  }

  /** Fills in `values` (this test's own unless given), as a visitor does. */
  fill(values = this.values) {
    return this.journey.fill(this.fields, values, this.page);
  }

  /** Whether a body in the inbox is this test's (or, given `values`, carries them). */
  mine(values = this.values) {
    return this.journey.mine(values);
  }

  /**
   * This test's submission reached the inbox once, as JSON the browser sent as text/plain, and is
   * `expected` exactly plus a `timestamp` taken since `since` (null for a form that sends none).
   */
  async expectArrivedOnce(expected: Body, since: number | null) {
    const arrival = await expectOneArrival(this.journey.webhook, this.mine());
    const { timestamp, ...body } = arrival.body as Body;
    if (since === null) expect(arrival.body).toEqual(expected);
    else {
      expect(body).toEqual(expected);
      expectTimestampSince(timestamp, since);
    }
    expectSentAsPlainText(arrival);
  }

  /** The page posted nothing to the form's webhook, and nothing of this test's reached the inbox. */
  async expectNothingSent() {
    expect(this.posts()).toBe(0);
    await expectNothingArrived(this.journey.webhook, this.mine());
  }

  /**
   * Fills the form (`fill`, or this test's values) and submits it while every post to its webhook
   * fails at the network level, as a dropped connection does: the form's error toast shows, the
   * submit button works again and nothing arrived. The spec then checks that what was typed stayed.
   */
  async submitWhileFailing(fill = () => this.fill()) {
    const { page, journey, fields } = this;
    await page.route(webhookOf(journey.webhook), (route) => route.abort("failed"));
    await fill();
    await fields.submit.click();

    await expectToast(page, toasts[journey.webhook].failed);
    await expect(fields.submit).toBeEnabled();
    await expectNothingArrived(journey.webhook, this.mine());
  }

  /**
   * Holds the webhook (of a form with a busy label; the newsletter shows a spinner instead), fills
   * the form and double-clicks submit: the button gives way to the disabled busy one while the first
   * request is out. Then lets the request through: the page shows what `sent` waits for, this test's
   * submission arrives once, and the page posted once.
   */
  async doubleClickWhileSending(sent: () => Promise<void>) {
    const { page, fields } = this;
    const webhook = this.journey.webhook as keyof typeof busyLabels;
    const held = await holdWebhook(page, webhook);
    await this.fill();

    await fields.submit.dblclick();
    await held.reached;
    const busy = fields.form.getByRole("button", { name: busyLabels[webhook], exact: true });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(fields.submit).toHaveCount(0);

    held.release();
    await sent();
    await expectOneArrival(webhook, this.mine());
    expect(this.posts()).toBe(1);
  }
}

/** Playwright's `test`, with each test of `journey`'s form handed it as `form` (a `FormOnPage`). */
export function formTest<Fields, Values>(journey: FormJourney<Fields, Values>) {
  return test.extend<{ form: FormOnPage<Fields, Values> }>({
    // `use` is Playwright's hand-over of the fixture to the test, not a React hook.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    form: async ({ page }, use) => use(new FormOnPage(page, journey)),
  });
}

/** Picks out the submissions that carry this test's (unique) email address. */
export function byEmail({ email }: { email: string }) {
  return (body: Body) => body.email === email;
}

/** The textboxes inside `form`, each by its accessible name (`labels`' value for the key). */
export function textboxes<Key extends string>(
  form: Locator,
  labels: Record<Key, string>,
  { exact = false } = {},
): Record<Key, Locator> {
  const entries = Object.entries<string>(labels).map(([key, name]) => [
    key,
    form.getByRole("textbox", { name, exact }),
  ]);
  return Object.fromEntries(entries) as Record<Key, Locator>;
}

/** Types each value into the field of the same name, as a visitor fills the form in. */
export async function fillIn<Values extends Record<string, string>>(
  fields: Record<keyof Values, Locator>,
  values: Values,
) {
  for (const [name, value] of Object.entries(values)) await fields[name as keyof Values].fill(value);
}

/** Each field of the same name as a value still holds it: nothing typed was lost. */
export async function expectStillHolds<Values extends Record<string, string>>(
  fields: Record<keyof Values, Locator>,
  values: Values,
) {
  for (const [name, value] of Object.entries(values)) await expect(fields[name as keyof Values]).toHaveValue(value);
}
