import { expect, test, type Page } from "@playwright/test";
import { contactPage, reportPage } from "@grand-river/content";
import { DEFAULT_WEBHOOK_TIMEOUT_MS } from "@grand-river/webhooks";
import { toasts, type FormToast } from "@grand-river/forms/data";
import { arrivals, arrivedSubmissions, countPosts, submissionIdOf, uniqueTag, watchPosts, webhookOf } from "./inbox";
import { island, waitForPage } from "./page-helpers";

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function expectToast(page: Page, toast: FormToast) {
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications.getByRole(toast.variant === "destructive" ? "alert" : "status")).toHaveText(
    `${toast.title} ${toast.description}`,
    { useInnerText: true },
  );
}

/** Fills each labelled text field, and returns a check that every one still holds what was typed. */
async function fillAll(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
  return async () => {
    for (const [label, value] of Object.entries(values)) await expect(textbox(page, label)).toHaveValue(value);
  };
}

test.describe("when sending fails, nothing typed is lost and a retry sends once", () => {
  test("offline, the contact form shows its error and keeps the message; back online, one retry sends it", async ({
    page,
    context,
  }) => {
    const tag = uniqueTag();
    const posts = countPosts(page, "contact");
    await page.goto("/contact");
    await waitForPage(page);
    const stillTyped = await fillAll(page, {
      Name: "Katherine Johnson",
      Email: `kj.${tag}@example.com`,
      Phone: "(616) 555-0100",
      Message: `Offline ${tag}`,
    });
    // What fails here is the sending, not the form's code: that has arrived by the time a visitor
    // has typed four fields, and Playwright types them in a few milliseconds.
    await expect(island(page, "ContactFormIsland")).toHaveAttribute("data-island-state", "awake");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, toasts.contact.failed);
    await stillTyped();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    await context.setOffline(false);
    const before = posts();
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("heading", { name: contactPage.thankYou.heading })).toBeVisible();
    expect(posts() - before).toBe(1);
    await expect.poll(async () => (await arrivals("contact", tag)).length).toBe(1);
  });

  test("when the request is refused, the Playbook sign-up keeps every answer; the retry sends once, as the same submission", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const posts = watchPosts(page, "playbook");
    await page.goto("/ai-playbook");
    await waitForPage(page);
    const stillTyped = await fillAll(page, {
      "Full name": "Grace Hopper",
      "Business name": "Cobol Consulting",
      "Industry or niche": "Software",
      Email: `grace.${tag}@example.com`,
    });
    await page.getByRole("radio", { name: "11-50" }).check();
    await page.getByRole("checkbox", { name: "Slack" }).check();

    await page.route(webhookOf("playbook"), (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, toasts.playbook.failed);
    await stillTyped();
    await expect(page.getByRole("radio", { name: "11-50" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Slack" })).toBeChecked();

    await page.unroute(webhookOf("playbook"));
    const before = posts().length;
    await page.getByRole("button", { name: "Sign Up" }).click();

    await expectToast(page, toasts.playbook.success);
    expect(posts().length - before).toBe(1);
    await expect.poll(async () => (await arrivals("playbook", tag)).length).toBe(1);
    // The same submission both times, so a receiver that did get the first can drop the second.
    const [refused, retried] = posts().map(submissionIdOf);
    expect(refused).not.toBeNull();
    expect(retried).toBe(refused);
  });

  test("when the webhook never answers, the report details time out with the error and stay; the retry sends once, as the same submission", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await page.clock.install();
    const posts = watchPosts(page, "report");
    await page.goto("/ai-report?payment=success");
    await waitForPage(page);
    const stillTyped = await fillAll(page, {
      Name: "Mary Jackson",
      Email: `mary.${tag}@example.com`,
      Company: "Langley Labs",
      "Biggest challenges": `Quotes take a day ${tag}`,
    });

    // Held, never answered: only the client's own timeout can end it.
    let reached!: () => void;
    const hung = new Promise<void>((resolve) => (reached = resolve));
    await page.route(webhookOf("report"), () => reached());
    await page.getByRole("button", { name: "Submit Details" }).click();
    await hung;
    await expect(page.getByRole("button", { name: "Submitting Details..." })).toBeDisabled();
    await page.clock.fastForward(DEFAULT_WEBHOOK_TIMEOUT_MS);

    await expectToast(page, toasts.report.failed);
    await stillTyped();

    await page.unroute(webhookOf("report"));
    const before = posts().length;
    await page.getByRole("button", { name: "Submit Details" }).click();

    await expect(page.getByRole("heading", { level: 1, name: reportPage.confirmation.heading })).toBeVisible();
    expect(posts().length - before).toBe(1);
    // The post that hung was sent with keepalive, so it may still arrive once the route lets go of
    // it; it and the retry are one submission, which the receiver keeps once.
    await expect.poll(async () => (await arrivedSubmissions("report", tag)).length).toBeGreaterThanOrEqual(1);
    const [hungId, retryId] = posts().map(submissionIdOf);
    expect(retryId).toBe(hungId);
    expect(new Set(await arrivedSubmissions("report", tag))).toEqual(new Set([retryId]));
  });

  test("offline, the work log keeps the entry with its error; back online, one retry records it", async ({
    page,
    context,
  }) => {
    const tag = uniqueTag();
    const posts = countPosts(page, "worklog");
    await page.goto("/admin");
    await waitForPage(page);
    await page.getByLabel(/^Password/).fill("2468");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("form", { name: "Work Log Entry" })).toBeVisible();
    const stillTyped = await fillAll(page, {
      "Client name": `Acme ${tag}`,
      "Work description": "Built the intake automation",
    });
    await page.getByLabel(/^Hourly rate/).fill("25.50");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit Work Log" }).click();
    await expectToast(page, toasts.worklog.failed);
    await stillTyped();
    await expect(page.getByLabel(/^Hourly rate/)).toHaveValue("25.50");

    await context.setOffline(false);
    const before = posts();
    await page.getByRole("button", { name: "Submit Work Log" }).click();

    await expect(page.getByRole("button", { name: "Submit Another Work Log" })).toBeVisible();
    expect(posts() - before).toBe(1);
    await expect.poll(async () => (await arrivals("worklog", tag)).length).toBe(1);
  });
});
