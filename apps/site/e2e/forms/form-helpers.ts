import { expect, test, type Locator, type Page } from "@playwright/test";
import type { WebhookForm } from "@grand-river/webhooks";
import type { InboxSubmission } from "@grand-river/webhooks/inbox";
import { busyLabels, toasts, type FormToast } from "@grand-river/forms/data";
import { countPosts, inboxOrigin, webhookOf } from "../inbox";
import { waitForPage, wakeIsland } from "../page-helpers";

// The forms' own words and options, from their style-free entry (the main one needs a Vite build).
export { busyLabels, toasts, type FormToast } from "@grand-river/forms/data";
export { APP_CATEGORIES, AI_FAMILIARITY, PAIN_POINT_MAX_LENGTH, TEAM_SIZES } from "@grand-river/forms/data";

/**
 * Opens `path` and wakes the form's island (scrolled to and reached for, as a visitor would), so the
 * test starts from a form whose code runs. Typing into a form before it wakes is tested on its own.
 */
export async function openForm(page: Page, path: string, islandName = formIslandOn(path)) {
  await page.goto(path);
  await waitForPage(page);
  if (islandName) await wakeIsland(page, islandName);
}

/** In a `test.describe` block: every test of it starts from `path` with its form awake (`openForm`). */
export function opensForm(path: string) {
  test.beforeEach(async ({ page }) => {
    await openForm(page, path);
  });
}

/** The island holding the form on each page with one (the report's only with ?payment=success). */
function formIslandOn(path: string): string | undefined {
  const url = new URL(path, "http://site.invalid");
  if (url.pathname === "/ai-report") return url.searchParams.get("payment") === "success" ? "ReportIsland" : undefined;
  return {
    "/": "NewsletterIsland",
    "/ai-playbook": "PlaybookFormIsland",
    "/contact": "ContactFormIsland",
    "/admin": "AdminIsland",
  }[url.pathname];
}

/**
 * A value no other test or run uses. Tests run in parallel against one inbox, so each test tags what
 * it submits and later looks only at submissions that carry its tag.
 */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A unique, valid e-mail address such as "ada.lxk3f9q2ab@example.com". */
export function uniqueEmail(who: string): string {
  return `${who}.${uniqueTag()}@example.com`;
}

/** A body as the inbox stores it: the parsed JSON the page posted. */
export type Body = Record<string, unknown>;

/** What reached the inbox for `form` whose body `mine` picks out. */
async function inboxSubmissions(form: WebhookForm, mine: (body: Body) => boolean): Promise<InboxSubmission[]> {
  const response = await fetch(`${inboxOrigin}/submissions?form=${form}`);
  expect(response.ok, `GET ${inboxOrigin}/submissions answered ${response.status}`).toBe(true);
  const all = (await response.json()) as InboxSubmission[];
  return all.filter((submission) => mine(submission.body as Body));
}

/** Waits for this test's submission to reach the inbox, checks it arrived once, and returns it. */
export async function expectOneArrival(form: WebhookForm, mine: (body: Body) => boolean): Promise<InboxSubmission> {
  await expect
    .poll(async () => (await inboxSubmissions(form, mine)).length, { message: `${form} arrivals` })
    .toBeGreaterThan(0);
  const arrived = await inboxSubmissions(form, mine);
  expect(arrived, `${form} submissions for this test`).toHaveLength(1);
  return arrived[0]!;
}

/** Nothing of this test's reached the inbox for `form`. */
export async function expectNothingArrived(form: WebhookForm, mine: (body: Body) => boolean) {
  expect(await inboxSubmissions(form, mine)).toEqual([]);
}

/**
 * The browser posted the JSON body as text/plain. The client asks for application/json, but in
 * no-cors mode the browser drops any content type that is not CORS-safelisted and sends the string
 * body as text/plain; the real webhook service (and the inbox) parse it as JSON regardless.
 */
export function expectSentAsPlainText(submission: InboxSubmission) {
  expect(submission.contentType).toMatch(/^text\/plain(;|$)/i);
}

/**
 * `timestamp` is an ISO 8601 string, exactly as `Date#toISOString` writes it, taken between
 * `since` and now (a second's leeway each side; the browser and the test share the clock).
 */
export function expectTimestampSince(timestamp: unknown, since: number) {
  expect(typeof timestamp).toBe("string");
  const at = Date.parse(timestamp as string);
  expect(new Date(at).toISOString()).toBe(timestamp);
  expect(at).toBeGreaterThanOrEqual(since - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
}

/** Counts the posts the page sends to a form's webhook, as the browser sent them (intercepted or not). */
export const countWebhookPosts = countPosts;

/** Makes every post to the form's webhook fail at the network level, as a dropped connection does. */
async function failWebhook(page: Page, form: WebhookForm) {
  await page.route(webhookOf(form), (route) => route.abort("failed"));
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
 * Submits the form filled by `fill` while `webhook` refuses every request: the form's error toast
 * shows and the submit button works again. The spec then checks that what was typed stayed and
 * that nothing arrived.
 */
export async function submitWhileFailing(
  page: Page,
  webhook: WebhookForm,
  { submit }: Pick<FormUnderTest, "submit">,
  fill: () => Promise<void>,
) {
  await failWebhook(page, webhook);
  await fill();
  await submit.click();

  await expectToast(page, toasts[webhook].failed);
  await expect(submit).toBeEnabled();
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

/** A form's element and its submit button, as a spec's locators name them. */
export interface FormUnderTest {
  form: Locator;
  submit: Locator;
}

/**
 * Holds `webhook` (a form with a busy label; the newsletter shows a spinner instead), fills the
 * form with `fill`, and double-clicks submit: the button gives way to the disabled `busyLabel` one
 * while the first request is out. Then lets the request through: the page shows what `sent` waits
 * for, the submission `mine` picks out arrives once, and the page posted once.
 */
export async function doubleClickWhileSending(
  page: Page,
  webhook: keyof typeof busyLabels,
  { form, submit }: FormUnderTest,
  fill: () => Promise<void>,
  { sent, mine }: { sent: () => Promise<void>; mine: (body: Body) => boolean },
) {
  const posts = countWebhookPosts(page, webhook);
  const held = await holdWebhook(page, webhook);
  await fill();

  await submit.dblclick();
  await held.reached;
  const busy = form.getByRole("button", { name: busyLabels[webhook], exact: true });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(submit).toHaveCount(0);

  held.release();
  await sent();
  await expectOneArrival(webhook, mine);
  expect(posts()).toBe(1);
}

/**
 * The page shows `toast`, title and text exactly. Errors (the destructive variant) are alerts;
 * the others are polite status messages.
 */
export async function expectToast(page: Page, toast: FormToast) {
  // Announced once, in the live region for its kind (in the page before the toast); shown as a card.
  const role = toast.variant === "destructive" ? "alert" : "status";
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications.getByRole(role)).toHaveText(`${toast.title} ${toast.description}`, { useInnerText: true });
  await expect(notifications.getByRole("listitem").last()).toContainText(toast.description);
}

/** No toast of any kind is showing, and its live regions (always in the page) say nothing. */
async function expectNoToast(page: Page) {
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications.getByRole("listitem")).toHaveCount(0);
  await expect(notifications.getByRole("alert")).toBeEmpty();
  await expect(notifications.getByRole("status")).toBeEmpty();
}

/** Closes the toast that is showing, as a visitor does with its close button, and waits for it to go. */
export async function closeToast(page: Page) {
  const notifications = page.getByRole("region", { name: "Notifications" });
  await notifications.getByRole("button", { name: "Close notification" }).click();
  await expectNoToast(page);
}
