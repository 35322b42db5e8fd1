import { expect, test, type Page } from "@playwright/test";
import type { WebhookForm } from "@grand-river/webhooks";
import type { InboxSubmission } from "@grand-river/webhooks/inbox";
import type { FormToast } from "@grand-river/forms/data";
import { inboxOrigin } from "../inbox";
import { waitForPage, wakeIsland } from "../page-helpers";

// The forms' own words and options, from their style-free entry (the main one needs a Vite build).
export { toasts, type FormToast } from "@grand-river/forms/data";
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
